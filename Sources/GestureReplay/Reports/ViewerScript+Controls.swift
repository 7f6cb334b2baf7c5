extension ViewerScript {
  /// The event list, with the missing expectations among the events and
  /// the extra events marked; clicking a line moves to its frame.
  static let eventList = #"""
    var extraEvents = {};
    data.extra.forEach(function (index) { extraEvents[index] = true; });
    var itemsByFrame = {};
    var currentItems = [];

    function eventLine(event) {
      var detail = [];
      if (event.value !== undefined) { detail.push("value " + event.value); }
      if (event.direction !== undefined) {
        detail.push("direction " + event.direction);
      }
      if (event.name !== undefined) { detail.push("name " + event.name); }
      if (event.finger !== undefined) {
        detail.push("finger " + event.finger);
      }
      if (event.score !== undefined) {
        detail.push("score " + event.score);
      }
      if (event.track !== undefined) {
        detail.push("track " + event.track);
      }
      return pad(fixed(event.t, 4), 9) + " " + padLeft(event.frame, 5) +
        "  " + pad(event.hand, 8) + " " + pad(event.gesture, 9) + " " +
        pad(event.phase, 10) + " " + detail.join(", ");
    }

    function buildEventList() {
      var list = $("events");
      list.innerHTML = "";
      var missing = data.missing.slice();
      function addItem(className, text, frame, index) {
        var item = document.createElement("li");
        item.className = className;
        item.textContent = text.replace(/\s+$/, "");
        item.setAttribute("data-frame", String(frame));
        if (index !== null) { item.setAttribute("data-index", String(index)); }
        item.addEventListener("click", function () { goTo(frame); });
        list.appendChild(item);
        (itemsByFrame[frame] = itemsByFrame[frame] || []).push(item);
      }
      function addMissingBefore(time) {
        while (missing.length && missing[0].t < time) {
          var miss = missing.shift();
          addItem("missing", miss.text, miss.frame, null);
        }
      }
      data.events.forEach(function (event, index) {
        addMissingBefore(event.t);
        addItem("event" + (extraEvents[index] ? " extra" : ""),
          eventLine(event), event.frame, index);
      });
      addMissingBefore(Infinity);
      var summary = data.events.length + " events";
      if (data.expected) {
        summary += "; " + data.missing.length + " missing, " +
          data.extra.length + " extra";
      }
      $("event-summary").textContent = "(" + summary + ")";
    }

    function markEvents(n) {
      currentItems.forEach(function (item) { item.classList.remove("here"); });
      currentItems = itemsByFrame[n] || [];
      var list = $("events");
      currentItems.forEach(function (item, index) {
        item.classList.add("here");
        if (index === 0 && (item.offsetTop < list.scrollTop ||
            item.offsetTop > list.scrollTop + list.clientHeight - 20)) {
          list.scrollTop = Math.max(0, item.offsetTop - 40);
        }
      });
    }

    """#

  /// Moving between frames: the scrubber, play and pause at a chosen
  /// speed of the trace's own time, and the keys.
  static let controls = #"""
    function goTo(n) {
      n = clampFrame(n);
      state.frame = n;
      state.playTime = timeOf(n);
      $("scrubber").value = String(n);
      $("position").textContent = "frame " + n + " / " +
        Math.max(frameCount - 1, 0) + " · " + fixed(timeOf(n), 4) + " s";
      drawHands(n);
      drawReadouts(n);
      drawCursor(n);
      markEvents(n);
      return n;
    }

    function setPlaying(playing) {
      state.playing = playing && frameCount > 1;
      $("play").textContent = state.playing ? "Pause" : "Play";
      if (!state.playing) { return; }
      if (state.frame >= frameCount - 1) { goTo(0); }
      state.playTime = timeOf(state.frame);
      state.lastTick = null;
      window.requestAnimationFrame(tick);
    }

    function tick(now) {
      if (!state.playing) { return; }
      if (state.lastTick !== null) {
        state.playTime += (now - state.lastTick) / 1000 * state.speed;
      }
      state.lastTick = now;
      var n = frameAt(state.playTime);
      if (n !== state.frame) {
        var time = state.playTime;
        goTo(n);
        state.playTime = time;
      }
      if (n >= frameCount - 1) { setPlaying(false); return; }
      window.requestAnimationFrame(tick);
    }

    function step(delta) {
      setPlaying(false);
      goTo(state.frame + delta);
    }

    function bindControls() {
      var scrubber = $("scrubber");
      scrubber.max = String(Math.max(frameCount - 1, 0));
      scrubber.addEventListener("input", function () {
        goTo(Number(scrubber.value));
      });
      $("play").addEventListener("click", function () {
        setPlaying(!state.playing);
      });
      $("zoom").addEventListener("change", function () {
        layoutHands();
        goTo(state.frame);
      });
      $("speed").addEventListener("change", function () {
        state.speed = Number($("speed").value) || 1;
      });
      document.addEventListener("keydown", function (event) {
        if (event.target && event.target.tagName === "SELECT") { return; }
        if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
          event.preventDefault();
          step(event.key === "ArrowRight" ? 1 : -1);
        } else if (event.key === " " || event.key === "Spacebar") {
          event.preventDefault();
          setPlaying(!state.playing);
        }
      });
      // A focused button would also take space as a click, on its keyup.
      document.addEventListener("keyup", function (event) {
        if (event.key === " " && event.target &&
            event.target.tagName === "BUTTON") { event.preventDefault(); }
      });
      window.addEventListener("resize", function () {
        layoutSignals();
        drawCursor(state.frame);
      });
    }

    """#
}
