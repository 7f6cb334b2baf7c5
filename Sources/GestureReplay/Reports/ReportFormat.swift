/// The ways a replay's events can be printed.
public enum ReportFormat: String, CaseIterable, Hashable, Sendable {
  /// A table for people: one event per line in aligned columns.
  case text
  /// JSON Lines: one JSON object per event, for other programs.
  case jsonl
  /// One JSON document with the configuration's name and the events.
  case json
  /// Comma-separated values with a header row.
  case csv
}
