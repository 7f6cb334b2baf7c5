import Foundation

/// Headless Chromium, when it is installed: the Debian package `chromium`,
/// found on `PATH`.
enum Chromium {
  /// The path of the `chromium` executable, or `nil` when none is on
  /// `PATH`.
  static let path: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/chromium"
      if FileManager.default.isExecutableFile(atPath: candidate) {
        return candidate
      }
    }
    return nil
  }()

  /// Opens a page and returns its DOM once its scripts have run.
  ///
  /// - Parameters:
  ///   - file: The page, a local file.
  ///   - fragment: What follows `#` in its address, such as `test=20`.
  /// - Returns: The DOM, serialized as HTML.
  /// - Throws: When chromium is not on `PATH` or cannot be started.
  static func dumpDOM(of file: URL, fragment: String) throws -> String {
    guard let path else { throw ViewerTestError("chromium is not on PATH") }
    let profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesture-viewer-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu",
      "--user-data-dir=\(profile.path)", "--virtual-time-budget=5000",
      "--dump-dom", file.absoluteString + "#" + fragment,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // A browser that hangs must not hang the test run.
    let watchdog = DispatchWorkItem { [process] in
      if process.isRunning { process.terminate() }
    }
    DispatchQueue.global().asyncAfter(
      deadline: .now() + 60,
      execute: watchdog
    )
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    return String(decoding: data, as: UTF8.self)
  }

  /// Runs a viewer page's self-test at a frame and returns its result.
  ///
  /// - Parameters:
  ///   - page: The page's HTML.
  ///   - frame: The frame the self-test checks.
  ///   - options: More of the address's fragment, such as `&zoom=1`.
  /// - Returns: The JSON the page wrote into `#gesture-viewer-test`.
  /// - Throws: When the page cannot be written or opened, or wrote no
  ///   result that reads as a JSON object.
  static func selfTest(
    ofPage page: String,
    frame: Int,
    options: String = ""
  ) throws
    -> [String: Any]
  {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesture-viewer-\(UUID().uuidString).html")
    try Data(page.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let dom = try dumpDOM(of: file, fragment: "test=\(frame)" + options)
    let open = "<pre id=\"gesture-viewer-test\">"
    guard let start = dom.range(of: open),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else {
      throw ViewerTestError("the page wrote no self-test result")
    }
    let text = dom[start.upperBound..<end.lowerBound]
      .replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    guard let result = object as? [String: Any] else {
      throw ViewerTestError("the self-test result is not a JSON object")
    }
    return result
  }
}
