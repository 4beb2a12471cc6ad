/// Hand-written modules that the round-trip package builds beside the generated ones, to check
/// JSONModelKit in the targets apps really have: one with MainActor as its default isolation,
/// one built without reflection metadata, and one that declares its own types named like every
/// short wrapper name.
enum AppTargetSources {
    /// One hand-written module: its name, its source and its target's `swiftSettings` list.
    struct Module {
        var name: String
        var source: String
        var swiftSettings: String?
    }

    /// The modules, in the order the runner imports them.
    static let modules = [
        Module(name: "MainActorApp", source: mainActorApp, swiftSettings: ".defaultIsolation(MainActor.self)"),
        Module(
            name: "NoReflectionModels",
            source: noReflection,
            swiftSettings: #".unsafeFlags(["-Xfrontend", "-disable-reflection-metadata"])"#
        ),
        Module(name: "ShadowingNames", source: shadowingNames, swiftSettings: nil),
    ]

    /// The names of the checks the modules print as `PASS name` or `FAIL name: why`.
    static let checkNames = [
        "app/nested", "app/array", "app/observable", "app/observable-update", "app/wrapper-names", "app/constraints",
        "no-reflection/detected", "no-reflection/registered", "shadowing/class-bodies", "shadowing/struct-long-names",
        "shadowing/constraints",
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

        nonisolated final class SignUp: JSONModel {
            var age = 0
            var password = ""
            var confirm = ""

            override class var constraints: [String: [Constraint]] {
                ["age": [.range(13...)], "password": [.length(8...)]]
            }

            override class var rules: [Rule] {
                [Rule("passwordsMatch", properties: ["password", "confirm"], message: "the passwords differ") {
                    (m: SignUp) in m.password == m.confirm
                }]
            }
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
                    do {
                        _ = try await SignUp.decode(
                            fromJSONString: #"{"age": 9, "password": "secret12", "confirm": "other"}"#,
                            options: .init(collectAllErrors: true)
                        )
                        check("app/constraints", false)
                    } catch {
                        check("app/constraints", error.errors.compactMap(\.constraint) == ["minimum", "passwordsMatch"])
                    }
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

    /// A module that declares its own types named like every short wrapper name.
    ///
    /// Users' modules do (`Key`, a test suite called `Lossy`...). Model class bodies must still
    /// mean the wrappers by the short names; struct models use the long names, which cannot be
    /// shadowed.
    static let shadowingNames = ##"""
        import Foundation
        import JSONModelKit

        struct Optional {}
        struct Ignore {}
        struct DateOnly {}
        struct ISO8601 {}
        struct Key { var name = "" }
        struct DateFormat {}
        struct UnixTime {}
        struct UnixTimeMilliseconds {}
        enum Transformed {}
        final class Lossy {}
        struct EncodeNull {}
        struct Constraint {}
        struct Rule { var name = "" }

        final class Item: JSONModel {
            var value = 0
        }

        class Account: JSONModel {
            @Key("nn") var number = 0
            @Lossy var items: [Item] = []
            @Ignore var cache = "kept"
            @Optional var label = "none"
        }

        final class Premium: Account {
            @Key("lvl") var level = 0
            @DateOnly var opened: Date? = nil
            @ISO8601 var renewed: Date? = nil
            @DateFormat("dd/MM/yyyy") var due: Date? = nil
            @UnixTime var seen: Date? = nil
            @UnixTimeMilliseconds var touched: Date? = nil
            @EncodeNull var note: String? = nil
            @Transformed(URLTransform()) var link: URL? = nil
        }

        final class Member: JSONModel {
            var nick = ""
            override class var constraints: [String: [Constraint]] { ["nick": [.length(2...)]] }
            override class var rules: [Rule] {
                [Rule("notAdmin", properties: ["nick"], message: "reserved") { (m: Member) in m.nick != "admin" }]
            }
        }

        struct Badge: JSONStruct {
            @JSONKey("n") var name = ""
            @JSONLossy var scores: [Int] = []
            @JSONIgnore var cache = "kept"
            @JSONOptional var label = "none"
            @JSONDateOnly var day: Date? = nil
            @JSONEncodeNull var note: String? = nil
            @JSONTransformed(URLTransform()) var link: URL? = nil
        }

        public enum ShadowingNamesChecks {
            public static func run() -> [String] {
                var results: [String] = []
                do {
                    let json = #"""
                        {"nn": 1, "lvl": 2, "items": [{"value": 1}, 3], "cache": "x", "opened": "2024-05-02",
                         "renewed": "2024-05-01T10:00:00Z", "due": "03/05/2024", "seen": 86400, "touched": 1000,
                         "link": "https://example.com/a"}
                        """#
                    let premium = try Premium.fromJSONString(json)
                    let written = try JSONValue(parsing: premium.toJSONString())
                    let passed = premium.number == 1 && premium.level == 2 && premium.items.map(\.value) == [1]
                        && premium.cache == "kept" && premium.label == "none" && premium.opened != nil
                        && premium.renewed == Date(timeIntervalSince1970: 1_714_557_600) && premium.due != nil
                        && premium.seen == Date(timeIntervalSince1970: 86_400)
                        && premium.touched == Date(timeIntervalSince1970: 1)
                        && premium.link == URL(string: "https://example.com/a")
                        && written["note"] == .null && written["cache"] == nil && written["nn"] == 1
                    results.append(passed ? "PASS shadowing/class-bodies" : "FAIL shadowing/class-bodies: \(written)")
                } catch {
                    results.append("FAIL shadowing/class-bodies: \(error)")
                }
                do {
                    let badge = try Badge.fromJSONString(#"{"n": "gold", "scores": [1, "x"], "day": "2024-05-02"}"#)
                    let written = try JSONValue(parsing: badge.toJSONString())
                    let passed = badge.name == "gold" && badge.scores == [1] && badge.label == "none"
                        && badge.day != nil && written["note"] == .null && written["cache"] == nil
                    results.append(passed ? "PASS shadowing/struct-long-names" : "FAIL shadowing/struct-long-names")
                } catch {
                    results.append("FAIL shadowing/struct-long-names: \(error)")
                }
                do {
                    _ = try Member.fromJSONString(#"{"nick": "a"}"#)
                    results.append("FAIL shadowing/constraints: decoded")
                } catch {
                    let rule = (try? Member.fromJSONString(#"{"nick": "admin"}"#)) == nil
                    results.append(
                        error.constraint == "minLength" && rule
                            ? "PASS shadowing/constraints" : "FAIL shadowing/constraints: \(error)"
                    )
                }
                _ = (Key(), Lossy(), Constraint(), Rule())
                return results
            }
        }

        """##
}
