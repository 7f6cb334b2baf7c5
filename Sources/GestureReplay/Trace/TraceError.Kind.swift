extension TraceError {
  /// What kind of problem a ``TraceError`` is.
  ///
  /// A command-line tool maps the kinds to `sysexits` statuses:
  /// ``invalidData`` to 65 (`EX_DATAERR`), ``cannotOpen`` to 66
  /// (`EX_NOINPUT`) and ``cannotWrite`` to 73 (`EX_CANTCREAT`).
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// The trace was read but is not valid: bad JSON, or a wrong value.
    case invalidData
    /// The trace's file cannot be opened or read: it does not exist, it is
    /// a directory, permission is denied, or reading it failed.
    case cannotOpen
    /// A file cannot be created or written.
    case cannotWrite
  }
}
