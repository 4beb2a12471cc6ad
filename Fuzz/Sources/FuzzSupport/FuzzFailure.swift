/// Stops the process with a message, so that libFuzzer records the input as a crash.
///
/// Fuzz targets report a broken property (two encodings differ, a valid model fails to
/// encode) by crashing; this is the only way libFuzzer learns about it. The library itself
/// never traps on data paths.
///
/// - Parameters:
///   - message: What went wrong, printed before the process stops.
///   - file: The file to report, by default the caller's.
///   - line: The line to report, by default the caller's.
public func fuzzFailure(_ message: String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("fuzz property failed: \(message)", file: file, line: line)
}
