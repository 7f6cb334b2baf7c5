/// The static part of a ``ReplayViewer`` page: the document's head, its
/// style sheet and the elements the script fills.
///
/// The page loads nothing: the style is inline, the fonts are the
/// browser's own, and the first script collects every script error into
/// `window.gestureViewerErrors` before anything else runs.
enum ViewerPage {
  /// The page up to and including the elements the script fills, before
  /// the embedded data.
  ///
  /// - Parameter title: The page's title, already escaped for HTML.
  /// - Returns: The HTML text.
  static func head(title: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(title) · gesture-replay</title>
    <script>
    window.gestureViewerErrors = [];
    window.gestureViewerTimings = { head: performance.now() };
    window.addEventListener("error", function (event) {
      window.gestureViewerErrors.push(
        String(event.message) + " (line " + event.lineno + ")");
    });
    </script>
    <style>
    \(style)
    </style>
    </head>
    <body>
    <header><h1>\(title)</h1><span id="summary"></span></header>
    <div id="top">
    <div id="stage"><canvas id="hands" width="640" height="480"></canvas></div>
    <div id="side">
    <div id="readouts"></div>
    <h2>Events <span id="event-summary"></span></h2>
    <ol id="events"></ol>
    </div>
    </div>
    <div id="controls">
    <button id="play" type="button" title="Play or pause (space)">Play</button>
    <label>speed <select id="speed">
    <option value="0.25">0.25x</option><option value="0.5">0.5x</option>
    <option value="1" selected>1x</option></select></label>
    <label><input id="zoom" type="checkbox"> zoom to the hands</label>
    <input id="scrubber" type="range" min="0" max="0" value="0" step="1">
    <span id="position"></span>
    </div>
    <div id="signals"></div>
    <p id="help">Left and right arrows step one frame; space plays and \
    pauses; click an event or a signal to go to its frame.</p>
    <pre id="gesture-viewer-test" hidden></pre>

    """
  }

  /// The style sheet.
  static let style = """
    body { font: 13px system-ui, sans-serif; margin: 12px; color: #222;
      background: #fafafa; }
    header { display: flex; align-items: baseline; gap: 12px; }
    h1 { font-size: 16px; margin: 0 0 8px; }
    h2 { font-size: 13px; margin: 12px 0 4px; }
    #summary, #event-summary, #help { color: #666; font-weight: normal; }
    #top { display: flex; gap: 12px; align-items: flex-start; }
    #stage { flex: 0 0 auto; }
    #hands { background: #fff; border: 1px solid #bbb; display: block; }
    #side { flex: 1 1 300px; min-width: 260px; }
    .readout { border-left: 4px solid #999; padding: 2px 8px; margin: 0 0 6px;
      font: 12px ui-monospace, monospace; white-space: pre; }
    #events { font: 12px ui-monospace, monospace; max-height: 300px;
      overflow-y: auto; margin: 0; padding: 0; list-style: none;
      border: 1px solid #ddd; background: #fff; }
    #events li { padding: 1px 6px; cursor: pointer; white-space: pre; }
    #events li:hover { background: #eef; }
    #events li.here { background: #ffe8a8; }
    #events li.extra { color: #b00; }
    #events li.extra::after { content: "  extra"; font-weight: bold; }
    #events li.missing { color: #b00; font-style: italic; }
    #controls { display: flex; align-items: center; gap: 10px;
      margin: 10px 0; }
    #scrubber { flex: 1 1 auto; }
    #position { font: 12px ui-monospace, monospace; min-width: 220px; }
    .hand-signals h3 { font-size: 13px; margin: 8px 0 2px; }
    .panel { display: block; width: 100%; height: 120px; cursor: crosshair; }
    .panel.strip { height: 80px; }
    """
}
