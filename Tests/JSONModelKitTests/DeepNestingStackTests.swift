import Foundation
import Testing

@testable import JSONModelKit

/// A document at the maximum depth (512) decodes, is measured and is released on a thread with
/// a 512 KiB stack, the size of a secondary thread on Apple platforms.
@Suite struct DeepNestingStackTests {
    /// 512 KiB; 4 MiB in CI's sanitizer runs (`JSONMODELKIT_SANITIZER` set), whose instrumented
    /// frames are several times larger: releasing a 512-deep `JSONValue` is recursive in the Swift
    /// runtime (an enum cannot customize its destruction), one level per nesting level.
    static let smallStackSize =
        ProcessInfo.processInfo.environment["JSONMODELKIT_SANITIZER"] == nil
        ? 512 * 1024 : 4 * 1024 * 1024

    @Test func maximumDepthJSONValueParsesOnASmallStack() async throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        let depth = try await Self.onSmallStack { () throws -> Int in
            let value = try JSONValue(parsing: text)
            return Self.arrayDepth(value)
        }
        #expect(depth == 512)
    }

    @Test func maximumDepthModelWithAJSONValuePropertyDecodesOnASmallStack() async throws {
        // The model's object is level 1, so the property holds 511 nested arrays.
        let json = #"{"payload":"# + String(repeating: "[", count: 511) + String(repeating: "]", count: 511) + "}"
        let depth = try await Self.onSmallStack { () throws -> Int in
            let model = try DeepPayload.fromJSONString(json)
            return Self.arrayDepth(model.payload)
        }
        #expect(depth == 511)
    }

    @Test func oneLevelTooDeepIsAnErrorOnASmallStack() async throws {
        let json = #"{"payload":"# + String(repeating: "[", count: 512) + String(repeating: "]", count: 512) + "}"
        let code = try await Self.onSmallStack { () -> JSONModelError.Code? in
            do throws(JSONModelError) {
                _ = try DeepPayload.fromJSONString(json)
                return nil
            } catch {
                return error.code
            }
        }
        #expect(code == .tooDeeplyNested)
    }

    /// The nesting depth of arrays whose first element is again an array, counted iteratively.
    static func arrayDepth(_ value: JSONValue) -> Int {
        var depth = 0
        var current = value
        while case .array(let elements) = current {
            depth += 1
            guard let first = elements.first else { break }
            current = first
        }
        return depth
    }

    /// Runs `work` on a new thread with a 512 KiB stack and waits for its result.
    ///
    /// Everything the work builds is also released on that thread.
    static func onSmallStack<Result: Sendable>(
        _ work: @escaping @Sendable () throws -> Result
    ) async throws -> Result {
        let outcome = await withCheckedContinuation {
            (continuation: CheckedContinuation<Swift.Result<Result, any Error>, Never>) in
            let thread = Thread {
                continuation.resume(returning: Swift.Result { try work() })
            }
            thread.stackSize = smallStackSize
            thread.start()
        }
        return try outcome.get()
    }
}

final class DeepPayload: JSONModel {
    var payload: JSONValue = .null
}
