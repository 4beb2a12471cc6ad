import Foundation
import JSONModelKit
import Testing

/// Deep model graphs fail with `.tooDeeplyNested` instead of overflowing small thread stacks.
@Suite("Stack safety")
struct StackSafetyTests {
    final class Chain: JSONModel {
        var label = ""
        var next: Chain? = nil
    }

    /// Runs `body` on a new thread with the given stack size and waits for it.
    static func onThread<Result: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(returning: body())
            }
            thread.stackSize = stackSize
            thread.start()
        }
    }

    /// `{"label":"0","next":{"label":"1","next":...}}`, `depth` objects deep.
    static func chainJSON(depth: Int) -> String {
        var text = ""
        for level in 0..<depth {
            text += #"{"label":"\#(level)","next":"#
        }
        text += "null" + String(repeating: "}", count: depth)
        return text
    }

    @Test func maximumDepthChainDecodesOnASmallStack() async {
        // 511 objects: the deepest document the default maxDepth (512) accepts, plus room.
        let json = Self.chainJSON(depth: 511)
        let outcome = await Self.onThread(stackSize: 512 * 1024) { () -> String in
            do throws(JSONModelError) {
                var node: Chain? = try Chain.fromJSONString(json)
                var count = 0
                while let current = node {
                    count += 1
                    node = current.next
                }
                return "decoded \(count)"
            } catch {
                return "\(error.code)"
            }
        }
        // Either it fits, or the guard stops it cleanly: never a crash.
        #expect(outcome == "decoded 511" || outcome == "tooDeeplyNested", "\(outcome)")
    }

    @Test func referenceCycleEncodesToAnErrorOnASmallStack() async {
        let outcome = await Self.onThread(stackSize: 256 * 1024) { () -> String in
            let first = Chain()
            let second = Chain()
            first.next = second
            second.next = first
            defer { second.next = nil }
            do throws(JSONModelError) {
                _ = try first.toJSONString()
                return "encoded"
            } catch {
                return "\(error.code)"
            }
        }
        #expect(outcome == "tooDeeplyNested")
    }

    @Test func deepChainBeyondTheStackFailsCleanlyWithARaisedDepthLimit() async {
        let json = Self.chainJSON(depth: 20_000)
        let outcome = await Self.onThread(stackSize: 512 * 1024) { () -> String in
            do throws(JSONModelError) {
                _ = try Chain.fromJSONString(json, options: .init(maxDepth: 100_000))
                return "decoded"
            } catch {
                return "\(error.code)"
            }
        }
        #expect(outcome == "tooDeeplyNested")
    }
}
