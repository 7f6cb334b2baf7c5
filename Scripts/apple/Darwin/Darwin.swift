// The Swift part of Darwin's overlay that GestureCore and GestureReplay
// use, as the SDK's overlay declares it, for Scripts/apple/availability.sh.
// Only type-checked against: nothing here is ever linked or run.
@_exported import DarwinC

public var errno: Int32 {
  get { __error().pointee }
  set { __error().pointee = newValue }
}

public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 {
  __open_shim(path, oflag, 0)
}

public func open(
  _ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t
) -> Int32 {
  __open_shim(path, oflag, mode)
}

public var S_IFMT: mode_t { mode_t(0o170000) }
public var S_IFREG: mode_t { mode_t(0o100000) }
