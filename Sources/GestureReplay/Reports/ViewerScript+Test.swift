extension ViewerScript {
  /// The self-test a page runs when its address ends in `#test=N`: it
  /// goes to frame `N`, compares the landmarks drawn with the embedded
  /// ones, reads back the pixels at the joints drawn, reads the event
  /// list, clicks each event, plays, looks up the frame of times at and
  /// between frames, reads every frame's readouts, and writes what it
  /// found as JSON into `<pre id="gesture-viewer-test">`.
  static let selfTest = #"""
    function runSelfTest(n) {
      var result = { frameCount: frameCount, requestedFrame: n };
      try {
        result.frame = goTo(n);
        result.currentFrame = state.frame;
        result.expected = landmarksAt(result.frame).map(function (hand) {
          return { hand: hand.hand, points: hand.points };
        });
        result.drawn = drawnLandmarks();
        result.landmarksMatch =
          JSON.stringify(result.expected) === JSON.stringify(result.drawn);
        var ctx = handsCanvas.getContext("2d");
        var joints = 0, painted = 0, gatedJoints = 0;
        drawn.forEach(function (hand) {
          hand.points.forEach(function (p, j) {
            if (!p) { return; }
            if (hand.gated & (1 << j)) {
              gatedJoints += 1;
              return;
            }
            joints += 1;
            var pixel = ctx.getImageData(Math.floor(p[0]),
              Math.floor(p[1]), 1, 1).data;
            if (pixel[0] !== BACKGROUND[0] || pixel[1] !== BACKGROUND[1] ||
                pixel[2] !== BACKGROUND[2]) { painted += 1; }
          });
        });
        result.gatedJoints = gatedJoints;
        result.jointsDrawn = joints;
        result.jointsPainted = painted;
        var items = document.querySelectorAll("#events li.event");
        result.listedEvents = Array.prototype.map.call(items, function (li) {
          var words = li.textContent.split(/\s+/);
          return { t: words[0], frame: Number(words[1]), hand: words[2],
            gesture: words[3], phase: words[4], text: li.textContent };
        });
        result.missingListed =
          document.querySelectorAll("#events li.missing").length;
        result.items = Array.prototype.map.call(
          document.querySelectorAll("#events li"),
          function (li) { return li.className; });
        result.extraListed =
          document.querySelectorAll("#events li.extra").length;
        var failures = [];
        var clicked = 0;
        var all = document.querySelectorAll("#events li");
        var every = Math.max(1, Math.ceil(all.length / 100));
        Array.prototype.forEach.call(all, function (li, index) {
          if (index % every !== 0 && index !== all.length - 1) { return; }
          goTo(n);
          li.click();
          clicked += 1;
          var frame = Number(li.getAttribute("data-frame"));
          var expectedX = panels.map(function (entry) {
            return panelGeometry(entry).x(timeOf(frame));
          });
          var cursorX = panels.map(function (entry) { return entry.cursorX; });
          if (state.frame !== frame ||
              Number($("scrubber").value) !== frame ||
              JSON.stringify(cursorX) !== JSON.stringify(expectedX)) {
            failures.push({ text: li.textContent, frame: frame,
              currentFrame: state.frame, cursorX: cursorX,
              expectedX: expectedX });
          }
        });
        result.eventClicks = { clicked: clicked, failures: failures };
        goTo(n);
        var key = function (name) {
          document.dispatchEvent(new KeyboardEvent("keydown",
            { key: name, bubbles: true, cancelable: true }));
          return state.frame;
        };
        result.keys = {
          right: key("ArrowRight"), left: key("ArrowLeft"),
          spacePlays: (key(" "), state.playing === (frameCount > 1)),
          spacePauses: (key(" "), state.playing === false)
        };
        // Play from the last frame starts again at the first; a tick past
        // the last frame's time goes to it and stops.
        goTo(frameCount - 1);
        result.playFromLast = [key(" "), state.playing];
        tick(0);
        tick((endTime - startTime) * 1000 / state.speed + 1);
        result.playedTo = [state.frame, state.playing];
        setPlaying(false);
        var before = performance.now();
        for (var k = 0; k < 20; k++) { goTo(Math.floor(k * frameCount / 20)); }
        window.gestureViewerTimings.goTo = (performance.now() - before) / 20;
        goTo(n);
        result.panels = panels.map(function (entry) {
          return entry.track.hand + " " +
            (entry.panel ? entry.panel.key : "events");
        });
        result.headings = Array.prototype.map.call(
          $("signals").querySelectorAll("h3"),
          function (heading) { return heading.textContent; });
        // The frame of a time and the nearest frame, at each frame's time,
        // a quarter, a half and three quarters of the way to the next;
        // and each frame's readouts.
        result.lookups = [];
        result.readouts = [];
        for (var i = 0; i < frameCount; i++) {
          var t = frames[i].t;
          var next = i + 1 < frameCount ? frames[i + 1].t : t + 1;
          var half = t + (next - t) / 2;
          result.lookups.push([frameAt(t), frameAt(half), nearestFrame(t),
            nearestFrame(t + (next - t) / 4), nearestFrame(half),
            nearestFrame(t + (next - t) * 3 / 4)]);
          goTo(i);
          result.readouts.push(data.tracks.map(function (track) {
            return track.lines;
          }));
        }
        result.outside = [frameAt(startTime - 1), nearestFrame(startTime - 1),
          frameAt(endTime + 1), nearestFrame(endTime + 1)];
        result.landmarkCounts = [-1, 0, frameCount - 1, frameCount].map(
          function (i) { return landmarksAt(i).length; });
        goTo(n);
      } catch (error) {
        window.gestureViewerErrors.push("self-test: " + String(error) +
          (error && error.stack ? " " + error.stack : ""));
      }
      result.timings = window.gestureViewerTimings;
      result.errors = window.gestureViewerErrors.slice();
      var pre = $("gesture-viewer-test");
      pre.textContent = JSON.stringify(result);
      pre.hidden = false;
    }

    """#

  /// Starting the page: build and draw everything, expose
  /// `window.gestureViewer`, and run the self-test when asked.
  static let start = #"""
    $("summary").textContent = "configuration " + data.configuration +
      " · " + frameCount + " frames · " +
      fixed(endTime - startTime, 3) + " s" +
      (data.frameRate ? " · " + data.frameRate + " fps" : "") +
      " · confidence >= " + data.confidenceGate;
    if (/[#&]zoom=1/.test(window.location.hash)) { $("zoom").checked = true; }
    layoutHands();
    buildEventList();
    buildSignals();
    bindControls();
    layoutSignals();
    window.gestureViewer = Object.freeze({
      frameCount: frameCount,
      currentFrame: function () { return state.frame; },
      goTo: function (n) { setPlaying(false); return goTo(n); },
      landmarksAt: landmarksAt,
      drawnLandmarks: drawnLandmarks,
      events: Object.freeze(data.events.slice()),
      missing: Object.freeze(data.missing.slice()),
      extra: Object.freeze(data.extra.slice()),
      get errors() { return window.gestureViewerErrors.slice(); }
    });
    var hash = /[#&](test|frame)=(\d+)/.exec(window.location.hash);
    goTo(hash ? Number(hash[2]) : 0);
    window.gestureViewerTimings.ready = performance.now();
    if (hash && hash[1] === "test") { runSelfTest(Number(hash[2])); }
    })();

    """#
}
