/// Hand-written modules that the round-trip package builds beside the generated ones, to check
/// JSONModelKit in the targets apps really have: one with MainActor as its default isolation,
/// and one built without reflection metadata.
enum AppTargetSources {
    /// The names of the checks the modules print as `PASS name` or `FAIL name: why`.
    static let checkNames = [
        "app/nested", "app/array", "app/observable", "app/observable-update", "app/wrapper-names",
        "no-reflection/detected", "no-reflection/registered",
    ]

    /// A module built with `.defaultIsolation(MainActor.self)`, written as app code is: model
    /// classes marked `nonisolated`, an `@Observable` model, decoding with `await`.
    static let mainActorApp = #"""
        import Foundation
        import JSONModelKit
        import Observation

        nonisolated final class Owner: JSONModel {
            var name = ""
        }

        nonisolated final class Car: JSONModel {
            var make = ""
            var year = 0
        }

        nonisolated final class Garage: JSONModel {
            var owner = Owner()
            var cars: [Car] = []
        }

        /// Short wrapper names in a struct as app code writes it: no `nonisolated` (with a
        /// property wrapper, Swift rejects a nonisolated struct's synthesized initializers).
        struct Tag: JSONStruct {
            @Key("n") var name = ""
            @Lossy var scores: [Int] = []
            @JSONOptional var label = "none"
        }

        nonisolated final class Post: JSONModel {
            @Optional var title = "untitled"
            @Key("body_text") var body = ""
            @ISO8601 var created: Date? = nil
            var tags: [Tag] = []
        }

        @Observable nonisolated final class Settings: JSONModel {
            var volume = 0
            var theme = ""

            override class var keyPathProperties: [KeyPathProperty] {
                [KeyPathProperty("volume", \Settings.volume), KeyPathProperty("theme", \Settings.theme)]
            }
        }

        /// Counts observation callbacks, which may come from any thread.
        nonisolated final class ChangeCounter: @unchecked Sendable {
            private let lock = NSLock()
            private var value = 0

            func increment() {
                lock.withLock { value += 1 }
            }

            var count: Int {
                lock.withLock { value }
            }
        }

        /// Runs on the main actor, as a view model would.
        public enum MainActorAppChecks {
            public static func run() async -> [String] {
                var results: [String] = []
                func check(_ name: String, _ passed: Bool) {
                    results.append(passed ? "PASS \(name)" : "FAIL \(name)")
                }
                do {
                    let data = Data(#"{"owner":{"name":"Ann"},"cars":[{"make":"VW","year":1999}]}"#.utf8)
                    let garage = try await Garage.decode(fromJSONData: data)
                    check("app/nested", garage.owner.name == "Ann" && garage.cars.first?.year == 1999)
                    let cars = try await Car.decodeArray(fromJSONData: Data(#"[{"make":"A","year":1},{"make":"B","year":2}]"#.utf8))
                    check("app/array", cars.map(\.make) == ["A", "B"])
                    let settings = try await Settings.decode(fromJSONString: #"{"volume":3,"theme":"dark"}"#)
                    let text = try settings.toJSONString(options: .init(prettyPrinted: false, sortedKeys: true))
                    check("app/observable", text == #"{"theme":"dark","volume":3}"#)
                    let changes = ChangeCounter()
                    withObservationTracking { _ = settings.volume } onChange: { changes.increment() }
                    try settings.update(fromJSONString: #"{"volume":7}"#)
                    check("app/observable-update", settings.volume == 7 && changes.count == 1)
                    let post = try await Post.decode(
                        fromJSONString: #"{"body_text":"hi","created":"2024-05-01T10:00:00Z","tags":[{"n":"a","scores":[1,"x"]}]}"#
                    )
                    let tag = post.tags.first
                    check(
                        "app/wrapper-names",
                        post.title == "untitled" && post.body == "hi" && post.created != nil
                            && tag?.name == "a" && tag?.scores == [1] && tag?.label == "none"
                    )
                } catch {
                    results.append("FAIL app: \(error)")
                }
                return results
            }
        }

        """#

    /// A module built with `-disable-reflection-metadata`.
    static let noReflection = #"""
        import JSONModelKit

        public final class Hidden: JSONModel {
            public var name = ""
        }

        public final class HiddenButRegistered: JSONModel {
            public var name = ""

            public override class var keyPathProperties: [KeyPathProperty] {
                [KeyPathProperty("name", \HiddenButRegistered.name)]
            }
        }

        public enum NoReflectionChecks {
            public static func run() -> [String] {
                var results: [String] = []
                do {
                    _ = try Hidden.fromJSONString(#"{"totally":"unrelated"}"#)
                    results.append("FAIL no-reflection/detected: decoded without an error")
                } catch {
                    let text = error.description
                    let named = text.contains("reflection metadata") && text.contains("keyPathProperties")
                    results.append(
                        error.code == .schemaError && named
                            ? "PASS no-reflection/detected" : "FAIL no-reflection/detected: \(text)"
                    )
                }
                do {
                    let model = try HiddenButRegistered.fromJSONString(#"{"name":"x"}"#)
                    results.append(model.name == "x" ? "PASS no-reflection/registered" : "FAIL no-reflection/registered")
                } catch {
                    results.append("FAIL no-reflection/registered: \(error)")
                }
                return results
            }
        }

        """#
}
