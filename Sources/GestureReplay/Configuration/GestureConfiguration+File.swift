import GestureCore

extension GestureConfiguration {
  /// The largest configuration file read, in bytes: 16 MiB, as for
  /// `gesture-replay --config`.
  public static let maximumFileSize = 16 << 20

  /// Reads a configuration file, such as one `gesture-replay defaults`
  /// printed and you edited, on top of a base configuration, and checks
  /// that the result is valid.
  ///
  /// The file is JSON in the form `gesture-replay defaults` prints and
  /// `gesture-replay --config FILE` reads (see ``apply(settingsJSON:)``):
  /// the settings it gives replace the base's, and the others keep the
  /// base's values. The result is what `gesture-replay TRACE
  /// --configuration BASE --config FILE` replays with, ready for
  /// `Replay.run` or `expectReplay(ofFile:configuration:)`. Its name is
  /// the file's `name` if the file gives one, else the base's; a trace's
  /// `expectFor` sets are chosen by that name.
  ///
  /// ```swift
  /// let tuned = try GestureConfiguration(
  ///   contentsOfFile: "tuned.json",
  ///   base: .handKit
  /// )
  /// let replay = Replay.run(trace, configuration: tuned)
  /// ```
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - base: The configuration whose settings the file does not give
  ///     are kept; handKit by default, as for `gesture-replay`.
  /// - Throws: A ``ConfigurationFileError`` naming the file: of kind
  ///   ``ConfigurationFileError/Kind/cannotOpen`` if it cannot be opened or
  ///   read, or of kind ``ConfigurationFileError/Kind/invalidData``, with
  ///   the ``ConfigurationError`` naming the key, if it is not JSON, is
  ///   larger than ``maximumFileSize``, gives a key that is no setting or a
  ///   value of the wrong kind, or makes a configuration that
  ///   ``validate()`` refuses.
  /// - Complexity: O(*n*) in the size of the file.
  public init(
    contentsOfFile path: String,
    base: GestureConfiguration = .handKit
  ) throws(ConfigurationFileError) {
    let bytes: [UInt8]
    do throws(TraceError) {
      let file = try TraceFileDescriptor(readingAtPath: path)
      let source = TraceLineSource(
        file: file,
        maximumLineLength: Self.maximumFileSize
      )
      bytes = try source.readToEnd()
    } catch {
      guard error.kind == .cannotOpen else {
        throw ConfigurationFileError(
          path: path,
          setting: ConfigurationError(
            key: "",
            reason: "file is larger than "
              + Trace.lengthText(Self.maximumFileSize)
          )
        )
      }
      throw ConfigurationFileError(
        kind: .cannotOpen,
        path: path,
        message: error.message
      )
    }
    var configuration = base
    do {
      try configuration.apply(settingsJSON: bytes)
      try configuration.validate()
    } catch {
      throw ConfigurationFileError(path: path, setting: error)
    }
    self = configuration
  }
}
