/// The script of a ``ReplayViewer`` page, plain JavaScript with no
/// library: the hands, the controls, the signals, the events and the
/// self-test, run on the data the page embeds.
enum ViewerScript {
  /// The whole script, in the order its parts must run.
  static let source =
    core + hands + signals + eventList + controls + selfTest + start

  /// The data, the state, and the helpers every part uses.
  static let core = #"""
    (function () {
    "use strict";
    var data = JSON.parse(
      document.getElementById("gesture-viewer-data").textContent);
    window.gestureViewerTimings.parsed = performance.now();
    var frames = data.frames;
    var frameCount = frames.length;
    var scale = data.scale;
    var BACKGROUND = [255, 255, 255];
    var HAND_COLORS = { left: "#2e86de", right: "#c0392b",
      unknown: "#7f8c8d", both: "#34495e" };
    var state = { frame: 0, playing: false, speed: 1, playTime: 0,
      lastTick: null };
    var $ = function (id) { return document.getElementById(id); };
    var listeners = [];

    function clampFrame(n) {
      n = Math.round(Number(n));
      if (!isFinite(n) || frameCount === 0) { return 0; }
      return Math.max(0, Math.min(frameCount - 1, n));
    }
    function timeOf(n) { return frameCount ? frames[n].t : 0; }
    var startTime = timeOf(0);
    var endTime = Math.max(frameCount ? frames[frameCount - 1].t : 1,
      startTime + 1e-3);
    function frameAt(time) {
      var low = 0, high = frameCount;
      while (low < high) {
        var middle = (low + high) >> 1;
        if (frames[middle].t <= time) { low = middle + 1; }
        else { high = middle; }
      }
      return Math.max(0, low - 1);
    }
    function nearestFrame(time) {
      var n = frameAt(time);
      if (n + 1 < frameCount &&
          frames[n + 1].t - time < time - frames[n].t) { n += 1; }
      return n;
    }
    function runAt(runs, n) {
      var low = 0, high = runs.length;
      while (low < high) {
        var middle = (low + high) >> 1;
        if (runs[middle][0] <= n) { low = middle + 1; }
        else { high = middle; }
      }
      return low > 0 ? runs[low - 1][1] : null;
    }
    function fixed(value, decimals) { return Number(value).toFixed(decimals); }
    function pad(text, width) {
      text = String(text);
      while (text.length < width) { text += " "; }
      return text;
    }
    function padLeft(text, width) {
      text = String(text);
      while (text.length < width) { text = " " + text; }
      return text;
    }
    var tracksByHand = {};
    data.tracks.forEach(function (track) {
      if (!tracksByHand[track.hand]) { tracksByHand[track.hand] = track; }
    });

    """#

  /// Drawing each hand's skeleton at the current frame, in the display
  /// frame, with its chirality, pose and pinch state beside it.
  static let hands = #"""
    var CHAINS = [
      { color: "#999", bones: [[0, 5], [5, 9], [9, 13], [13, 17], [17, 0]] },
      { color: "#e67e22", bones: [[0, 1], [1, 2], [2, 3], [3, 4]] },
      { color: "#2e86de", bones: [[5, 6], [6, 7], [7, 8]] },
      { color: "#27ae60", bones: [[9, 10], [10, 11], [11, 12]] },
      { color: "#8e44ad", bones: [[13, 14], [14, 15], [15, 16]] },
      { color: "#c0392b", bones: [[17, 18], [18, 19], [19, 20]] }
    ];
    var handsCanvas = $("hands");
    var view = { x: 0, y: 0, w: 1, h: 1 };
    var drawn = [];

    var handBounds = null;
    frames.forEach(function (frame) {
      frame.h.forEach(function (hand) {
        for (var j = 0; j < 21; j++) {
          if (hand.u & (1 << j)) { continue; }
          var x = hand.p[2 * j] / scale, y = hand.p[2 * j + 1] / scale;
          if (!handBounds) {
            handBounds = { x0: x, x1: x, y0: y, y1: y };
          }
          handBounds.x0 = Math.min(handBounds.x0, x);
          handBounds.x1 = Math.max(handBounds.x1, x);
          handBounds.y0 = Math.min(handBounds.y0, y);
          handBounds.y1 = Math.max(handBounds.y1, y);
        }
      });
    });

    // The display frame, [0, 1] by [0, 1], is drawn at view.x, view.y,
    // view.w wide and view.h tall (view.w / view.h is the aspect); zoomed,
    // the box round every joint of the trace fills the canvas instead.
    function layoutHands() {
      var width = 640, height = 480, pad = 24;
      if ((width - 2 * pad) / data.aspect > height - 2 * pad) {
        width = Math.round((height - 2 * pad) * data.aspect + 2 * pad);
      } else {
        height = Math.round((width - 2 * pad) / data.aspect + 2 * pad);
      }
      handsCanvas.width = width;
      handsCanvas.height = height;
      view = { x: pad, y: pad, w: width - 2 * pad, h: height - 2 * pad };
      if ($("zoom").checked && handBounds) {
        var b = handBounds, margin = 0.02;
        var bw = Math.max(b.x1 - b.x0, 1e-3) + 2 * margin;
        var bh = Math.max(b.y1 - b.y0, 1e-3) + 2 * margin;
        var s = Math.min((width - 2 * pad) / (bw * data.aspect),
          (height - 2 * pad) / bh);
        view.w = s * data.aspect;
        view.h = s;
        view.x = pad + ((width - 2 * pad) - bw * view.w) / 2 -
          (b.x0 - margin) * view.w;
        view.y = pad + ((height - 2 * pad) - bh * view.h) / 2 -
          (b.y0 - margin) * view.h;
      }
    }

    function landmarksAt(n) {
      if (n < 0 || n >= frameCount) { return []; }
      return frames[n].h.map(function (hand) {
        var points = [];
        for (var j = 0; j < 21; j++) {
          points.push(hand.u & (1 << j) ? null
            : [hand.p[2 * j], hand.p[2 * j + 1]]);
        }
        return { hand: hand.c, points: points,
          gated: hand.g, unseen: hand.u };
      });
    }

    function drawnLandmarks() {
      return drawn.map(function (hand) {
        return { hand: hand.hand, points: hand.points.map(function (p) {
          return p === null ? null : [
            Math.round((p[0] - view.x) / view.w * scale),
            Math.round((p[1] - view.y) / view.h * scale)];
        }) };
      });
    }

    function handLines(handName, n) {
      var track = tracksByHand[handName];
      var lines = [handName + " hand"];
      if (!track) { return lines; }
      var pose = runAt(track.pose, n);
      lines.push("pose " + (pose === null ? "none" : pose));
      track.columns.forEach(function (column) {
        if (column.heading === "pinch") {
          var text = runAt(column.runs, n);
          lines.push("pinch " + (text === null ? "-" : text));
        }
      });
      return lines;
    }

    function drawHands(n) {
      var ctx = handsCanvas.getContext("2d");
      ctx.setLineDash([]);
      ctx.fillStyle = "rgb(" + BACKGROUND.join(",") + ")";
      ctx.fillRect(0, 0, handsCanvas.width, handsCanvas.height);
      ctx.strokeStyle = "#ccc";
      ctx.lineWidth = 1;
      ctx.strokeRect(view.x, view.y, view.w, view.h);
      ctx.fillStyle = "#999";
      ctx.font = "11px sans-serif";
      ctx.fillText($("zoom").checked ? "display frame, zoomed to the hands"
        : "display frame, as the user sees it", 4, 14);
      drawn = [];
      var hands = frameCount ? frames[n].h : [];
      hands.forEach(function (hand) {
        var points = [];
        for (var j = 0; j < 21; j++) {
          points.push(hand.u & (1 << j) ? null : [
            view.x + hand.p[2 * j] / scale * view.w,
            view.y + hand.p[2 * j + 1] / scale * view.h]);
        }
        var gated = function (j) { return (hand.g & (1 << j)) !== 0; };
        CHAINS.forEach(function (chain) {
          chain.bones.forEach(function (bone) {
            var a = points[bone[0]], b = points[bone[1]];
            if (!a || !b) { return; }
            var weak = gated(bone[0]) || gated(bone[1]);
            ctx.strokeStyle = weak ? "#bbb" : chain.color;
            ctx.lineWidth = weak ? 1.5 : 3;
            ctx.setLineDash(weak ? [4, 4] : []);
            ctx.beginPath();
            ctx.moveTo(a[0], a[1]);
            ctx.lineTo(b[0], b[1]);
            ctx.stroke();
          });
        });
        ctx.setLineDash([]);
        var minX = Infinity, maxX = -Infinity, minY = Infinity;
        points.forEach(function (p, j) {
          if (!p) { return; }
          minX = Math.min(minX, p[0]);
          maxX = Math.max(maxX, p[0]);
          minY = Math.min(minY, p[1]);
          ctx.beginPath();
          ctx.arc(p[0], p[1], gated(j) ? 4 : 3.5, 0, 2 * Math.PI);
          if (gated(j)) {
            ctx.lineWidth = 1.5;
            ctx.strokeStyle = "#888";
            ctx.stroke();
          } else {
            ctx.fillStyle = "#222";
            ctx.fill();
          }
        });
        drawn.push({ hand: hand.c, points: points, gated: hand.g });
        if (minX === Infinity) { return; }
        var lines = handLines(hand.c, n);
        ctx.font = "bold 12px sans-serif";
        var widest = 0;
        lines.forEach(function (line) {
          widest = Math.max(widest, ctx.measureText(line).width);
        });
        var x = maxX + 12;
        if (x + widest > handsCanvas.width - 4) { x = minX - 12 - widest; }
        x = Math.max(4, x);
        var y = Math.max(14, minY);
        lines.forEach(function (line, index) {
          ctx.font = (index === 0 ? "bold " : "") + "12px sans-serif";
          ctx.fillStyle = index === 0 ? (HAND_COLORS[hand.c] || "#222")
            : "#333";
          ctx.fillText(line, x, y + 15 * index);
        });
      });
      if (!hands.length) {
        ctx.fillStyle = "#999";
        ctx.font = "13px sans-serif";
        ctx.fillText("no hand in this frame", view.x + 8, view.y + 20);
      }
    }

    function drawReadouts(n) {
      var html = "";
      data.tracks.forEach(function (track) {
        var pose = runAt(track.pose, n);
        var lines = [track.hand + " hand    pose " +
          (pose === null ? "none" : pose)];
        track.columns.forEach(function (column) {
          var text = runAt(column.runs, n);
          lines.push(pad(column.heading, 9) + " " +
            (text === null ? "-" : text));
        });
        html += "<div class=\"readout\" style=\"border-color:" +
          (HAND_COLORS[track.hand] || "#999") + "\"></div>";
        track.lines = lines.join("\n");
      });
      var box = $("readouts");
      if (box.childNodes.length !== data.tracks.length) {
        box.innerHTML = html;
      }
      data.tracks.forEach(function (track, index) {
        box.childNodes[index].textContent = track.lines;
      });
    }

    """#
}
