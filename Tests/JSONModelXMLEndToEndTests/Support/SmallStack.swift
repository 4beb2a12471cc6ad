import Foundation

/// Small thread stacks for the deep-nesting tests.
enum SmallStack {
    /// 512 KiB (a secondary thread or GCD worker on Apple platforms) and 256 KiB.
    ///
    /// In CI's sanitizer runs (`JSONMODELKIT_SANITIZER` set), whose instrumented frames are
    /// several times larger, eight times these.
    static let sizes: [Int] = {
        let scale = ProcessInfo.processInfo.environment["JSONMODELKIT_SANITIZER"] == nil ? 1 : 8
        return [512 * 1024 * scale, 256 * 1024 * scale]
    }()

    /// Runs `body` on a new thread with a stack of `stackSize` bytes and waits for its result.
    ///
    /// Everything the work builds is also released on that thread.
    static func run<Result: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(returning: body())
            }
            thread.stackSize = stackSize
            thread.start()
        }
    }
}
