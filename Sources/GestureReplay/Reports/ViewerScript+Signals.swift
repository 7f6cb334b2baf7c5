extension ViewerScript {
  /// The signals: per hand, the plot's panels with their thresholds,
  /// bands and event markers, drawn reduced to one vertical stroke of
  /// minimum to maximum per pixel column, and a cursor on the current
  /// frame with its exact value.
  static let signals = #"""
    var panels = [];
    var PANEL_HEIGHT = 120;
    var STRIP_HEIGHT = 80;
    var RED = "#d0021b";

    function buildSignals() {
      var box = $("signals");
      box.innerHTML = "";
      panels = [];
      data.tracks.forEach(function (track) {
        var section = document.createElement("div");
        section.className = "hand-signals";
        var heading = document.createElement("h3");
        heading.textContent = track.hand + " hand" +
          (track.track === undefined ? "" : ", track " + track.track);
        heading.style.color = HAND_COLORS[track.hand] || "#222";
        section.appendChild(heading);
        [null].concat(track.panels).forEach(function (panel) {
          var canvas = document.createElement("canvas");
          canvas.className = panel ? "panel" : "panel strip";
          canvas.setAttribute("data-panel", panel ? panel.key : "events");
          canvas.setAttribute("data-hand", track.hand);
          section.appendChild(canvas);
          var entry = { track: track, panel: panel, canvas: canvas,
            cache: document.createElement("canvas"), cursorX: null,
            height: panel ? PANEL_HEIGHT : STRIP_HEIGHT };
          canvas.addEventListener("click", function (event) {
            var box = canvas.getBoundingClientRect();
            var geometry = panelGeometry(entry);
            var x = (event.clientX - box.left) *
              (canvas.width / Math.max(box.width, 1));
            goTo(nearestFrame(geometry.time(x)));
          });
          panels.push(entry);
        });
        box.appendChild(section);
      });
    }

    function panelGeometry(entry) {
      var width = entry.canvas.width, left = 70, right = width - 12;
      var top = 18, bottom = entry.height - 18;
      var panel = entry.panel || { min: 0, max: 1 };
      var span = panel.max - panel.min || 1;
      return {
        left: left, right: right, top: top, bottom: bottom,
        x: function (t) {
          return left + (t - startTime) / (endTime - startTime) *
            (right - left);
        },
        time: function (x) {
          return startTime + (x - left) / (right - left) *
            (endTime - startTime);
        },
        y: function (v) {
          var c = Math.max(panel.min, Math.min(panel.max, v));
          return bottom - (c - panel.min) / span * (bottom - top);
        }
      };
    }

    function layoutSignals() {
      panels.forEach(function (entry) {
        var width = Math.max(300, Math.floor(entry.canvas.clientWidth ||
          $("signals").clientWidth || 900));
        entry.canvas.width = width;
        entry.canvas.height = entry.height;
        entry.canvas.style.height = entry.height + "px";
        entry.cache.width = width;
        entry.cache.height = entry.height;
        if (entry.panel) { drawPanelBackground(entry); }
        else { drawStrip(entry); }
      });
    }

    function drawPanelBackground(entry) {
      var ctx = entry.cache.getContext("2d");
      var panel = entry.panel, track = entry.track;
      var g = panelGeometry(entry);
      ctx.fillStyle = "#fff";
      ctx.fillRect(0, 0, entry.cache.width, entry.height);
      if (panel.band) {
        ctx.fillStyle = panel.band.color;
        panel.band.runs.forEach(function (run, index) {
          if (run[1] !== "on") { return; }
          var next = panel.band.runs[index + 1];
          var end = next ? timeOf(next[0]) : endTime;
          var x0 = g.x(timeOf(run[0])), x1 = Math.max(g.x(end), x0 + 1);
          ctx.fillRect(x0, g.top, x1 - x0, g.bottom - g.top);
        });
      }
      ctx.strokeStyle = "#999";
      ctx.lineWidth = 1;
      ctx.strokeRect(g.left, g.top, g.right - g.left, g.bottom - g.top);
      ctx.fillStyle = "#222";
      ctx.font = "11px sans-serif";
      ctx.textAlign = "left";
      ctx.fillText(panel.label + (panel.band ? "; shaded: " +
        panel.band.label : ""), g.left, g.top - 5);
      ctx.textAlign = "right";
      ctx.font = "10px sans-serif";
      [0, 0.5, 1].forEach(function (f) {
        var v = panel.min + (panel.max - panel.min) * f;
        ctx.fillText(String(Number(v.toPrecision(4))), g.left - 6,
          g.y(v) + 4);
      });
      panel.thresholds.forEach(function (threshold) {
        var y = g.y(threshold.value);
        ctx.strokeStyle = threshold.color;
        ctx.setLineDash([6, 4]);
        ctx.beginPath();
        ctx.moveTo(g.left, y);
        ctx.lineTo(g.right, y);
        ctx.stroke();
        ctx.setLineDash([]);
        ctx.fillStyle = threshold.color;
        ctx.fillText(threshold.label, g.right - 4,
          threshold.below ? y + 11 : y - 3);
      });
      drawMarkers(ctx, entry, g);
      drawReduced(ctx, panel, g);
    }

    // The hand's events over time: the poses it holds as labelled bands,
    // every event but a slider's changes as a labelled tick, in the first
    // of two rows where its label fits, and the missing expectations.
    function drawStrip(entry) {
      var ctx = entry.cache.getContext("2d");
      var track = entry.track;
      var g = panelGeometry(entry);
      ctx.fillStyle = "#fff";
      ctx.fillRect(0, 0, entry.cache.width, entry.height);
      ctx.font = "11px sans-serif";
      ctx.textAlign = "left";
      ctx.fillStyle = "#222";
      ctx.fillText("events; shaded: the pose held", g.left, g.top - 5);
      ctx.textAlign = "right";
      ctx.fillText(fixed(startTime, 2) + " s", g.left + 30, g.bottom + 13);
      ctx.fillText(fixed(endTime, 2) + " s", g.right, g.bottom + 13);
      ctx.textAlign = "left";
      track.pose.forEach(function (run, index) {
        if (run[1] === null) { return; }
        var next = track.pose[index + 1];
        var x0 = g.x(timeOf(run[0]));
        var x1 = Math.max(g.x(next ? timeOf(next[0]) : endTime), x0 + 1);
        ctx.fillStyle = "#fde3cf";
        ctx.fillRect(x0, g.top, x1 - x0, g.bottom - g.top);
        ctx.fillStyle = "#d35400";
        ctx.fillText(run[1], x0 + 3, g.bottom - 4);
      });
      ctx.strokeStyle = "#999";
      ctx.lineWidth = 1;
      ctx.strokeRect(g.left, g.top, g.right - g.left, g.bottom - g.top);
      var rowEnds = [-Infinity, -Infinity];
      function label(x, text, color) {
        var width = ctx.measureText(text).width;
        for (var row = 0; row < rowEnds.length; row++) {
          if (rowEnds[row] < x) {
            ctx.fillStyle = color;
            ctx.fillText(text, x + 2, g.top + 11 + 12 * row);
            rowEnds[row] = x + 2 + width + 4;
            return;
          }
        }
      }
      var items = [];
      data.events.forEach(function (event, index) {
        if (!markerAppliesTo(event.hand, event.track, track)) { return; }
        if (event.gesture === "slider" && event.phase === "changed") {
          return;
        }
        var text = event.gesture + " " + event.phase;
        var detail = event.direction || event.name || event.finger;
        if (detail !== undefined) { text += " " + detail; }
        var extra = extraEvents[index] === true;
        items.push({ t: event.t, text: extra ? text + " (extra)" : text,
          color: extra ? RED :
            (data.gestureColors[event.gesture] || "#34495e"),
          dash: extra ? [] : [2, 3] });
      });
      data.missing.forEach(function (miss) {
        if (!markerAppliesTo(miss.hand, miss.track, track)) { return; }
        items.push({ t: miss.t, color: RED, dash: [5, 3],
          text: "missing " + miss.gesture + " " + miss.phase });
      });
      items.sort(function (a, b) { return a.t - b.t; });
      items.forEach(function (item) {
        var x = Math.round(g.x(item.t)) + 0.5;
        ctx.strokeStyle = item.color;
        ctx.setLineDash(item.dash);
        ctx.beginPath();
        ctx.moveTo(x, g.top);
        ctx.lineTo(x, g.bottom);
        ctx.stroke();
        ctx.setLineDash([]);
        label(x, item.text, item.color);
      });
    }

    function drawReduced(ctx, panel, g) {
      var values = panel.values;
      ctx.strokeStyle = panel.color;
      ctx.lineWidth = 1.25;
      ctx.beginPath();
      var column = null, low = 0, high = 0, first = 0, last = 0;
      var previousX = null, previousY = null;
      function flush() {
        if (column === null) { return; }
        var x = g.left + column + 0.5;
        if (previousY !== null) {
          ctx.moveTo(previousX, previousY);
          ctx.lineTo(x, first);
        }
        if (high - low >= 0.5) {
          ctx.moveTo(x, low);
          ctx.lineTo(x, high);
        } else if (previousY === null) {
          ctx.moveTo(x - 1, low);
          ctx.lineTo(x + 1, low);
        }
        previousX = x;
        previousY = last;
        column = null;
      }
      for (var i = 0; i < values.length && i < frameCount; i++) {
        var v = values[i];
        if (v === null) {
          flush();
          previousY = null;
          continue;
        }
        var c = Math.floor(g.x(frames[i].t) - g.left);
        var y = g.y(v);
        if (c !== column) {
          flush();
          column = c;
          low = high = first = y;
        } else {
          low = Math.min(low, y);
          high = Math.max(high, y);
        }
        last = y;
      }
      flush();
      ctx.stroke();
    }

    function markerAppliesTo(hand, eventTrack, track) {
      if (hand === "both") { return true; }
      if (hand !== null && hand !== track.hand) { return false; }
      return eventTrack === undefined || track.track === undefined ||
        eventTrack === track.track;
    }

    function drawMarkers(ctx, entry, g) {
      var track = entry.track;
      ctx.textAlign = "left";
      data.events.forEach(function (event, index) {
        if (!markerAppliesTo(event.hand, event.track, track)) { return; }
        if (event.gesture === "slider" && event.phase === "changed") {
          return;
        }
        var x = Math.round(g.x(event.t)) + 0.5;
        var extra = extraEvents[index] === true;
        ctx.strokeStyle = extra ? RED :
          (data.gestureColors[event.gesture] || "#34495e");
        ctx.lineWidth = extra ? 2 : 1;
        ctx.setLineDash(extra ? [] : [2, 3]);
        ctx.beginPath();
        ctx.moveTo(x, g.top);
        ctx.lineTo(x, g.bottom);
        ctx.stroke();
        if (extra) {
          ctx.fillStyle = RED;
          ctx.fillText("extra", x + 2, g.bottom - 3);
        }
      });
      data.missing.forEach(function (miss) {
        if (!markerAppliesTo(miss.hand, miss.track, track)) { return; }
        var x = Math.round(g.x(miss.t)) + 0.5;
        ctx.strokeStyle = RED;
        ctx.lineWidth = 2;
        ctx.setLineDash([5, 3]);
        ctx.beginPath();
        ctx.moveTo(x, g.top);
        ctx.lineTo(x, g.bottom);
        ctx.stroke();
        ctx.fillStyle = RED;
        ctx.fillText("missing " + miss.gesture + " " + miss.phase, x + 2,
          g.top + 11);
      });
      ctx.setLineDash([]);
      ctx.lineWidth = 1;
    }

    function drawCursor(n) {
      panels.forEach(function (entry) {
        var ctx = entry.canvas.getContext("2d");
        ctx.drawImage(entry.cache, 0, 0);
        var g = panelGeometry(entry);
        var x = g.x(timeOf(n));
        entry.cursorX = x;
        ctx.strokeStyle = "#000";
        ctx.lineWidth = 1;
        ctx.beginPath();
        ctx.moveTo(x, g.top);
        ctx.lineTo(x, g.bottom);
        ctx.stroke();
        if (!entry.panel) { return; }
        var v = n < entry.panel.values.length ? entry.panel.values[n] : null;
        ctx.font = "11px ui-monospace, monospace";
        ctx.textAlign = "right";
        ctx.fillStyle = "#000";
        ctx.fillText(v === null ? "-" : String(v), g.right, g.top - 5);
        if (v !== null) {
          ctx.beginPath();
          ctx.arc(x, g.y(v), 3.5, 0, 2 * Math.PI);
          ctx.fillStyle = entry.panel.color;
          ctx.fill();
        }
      });
    }

    """#
}
