// The prototype's lamp: a pinch toggles it, a horizontal finger movement
// sets its brightness. It replays a trace as an app would run a camera:
// frames in, gesture events out, each event turned into lamp commands that
// one actor runs in order.
//
//     swift run lamp Fixtures/pinch-during-movement.json

import GestureCore
import GestureReplay

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#endif

let usage = "Usage: lamp <trace> [--interval <seconds>]"

func fail(_ message: String, status: Int32) -> Never {
  fputs("Error: \(message)\n\(usage)\n", stderr)
  exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var interval = 0.25
if let flag = arguments.firstIndex(of: "--interval") {
  guard flag + 1 < arguments.count, let value = Double(arguments[flag + 1]),
    value.isFinite, value >= 0
  else {
    fail("--interval needs a number of seconds, 0 or more.", status: 64)
  }
  interval = value
  arguments.removeSubrange(flag...(flag + 1))
}
if arguments == ["-h"] || arguments == ["--help"] {
  print(
    """
    OVERVIEW: Replays a trace into a lamp: a pinch toggles it, the slider \
    sets its brightness.

    \(usage)
    """
  )
  exit(0)
}
guard arguments.count == 1, let path = arguments.first else {
  fail("Give one trace file.", status: 64)
}

let trace: Trace
do {
  trace = try Trace(contentsOfFile: path)
} catch {
  fail(error.description, status: error.kind == .cannotOpen ? 66 : 65)
}

let lamp = Lamp()
await LampReplay.play(trace, into: lamp, interval: interval)
let isOn = await lamp.isOn
let brightness = await lamp.brightness
print(
  "final  lamp \(isOn ? "on" : "off"), brightness "
    + LampFormat.decimal(brightness, digits: 1)
)
