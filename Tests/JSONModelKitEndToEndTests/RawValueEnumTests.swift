import Foundation
import JSONModelKit
import Testing

enum RVRate: Double {
    case half = 0.5
    case one = 1.0
    case tenth = 0.1
    case large = 1e300
}

enum RVRatio: Float {
    case third = 0.33
    case two = 2
}

enum RVPrice: Decimal {
    case cheap = 0.1
    case exact = 2.675
    case whole = 3
}

/// `enum E: Bool` does not compile (Bool is not expressible by a literal), so a Bool-backed
/// type is written by hand, as an enum or a struct.
enum RVSwitch: RawRepresentable {
    case on, off

    init?(rawValue: Bool) {
        self = rawValue ? .on : .off
    }

    // A switch, not `self == .on`: `==` on a RawRepresentable type compares raw values.
    var rawValue: Bool {
        switch self {
        case .on: true
        case .off: false
        }
    }
}

/// A hand-written `RawRepresentable` struct with `Double` raw values, which any number fits.
struct RVScore: RawRepresentable, Hashable {
    var rawValue: Double

    init?(rawValue: Double) {
        guard (0...10).contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }
}

/// Every raw type JSON holds, in a class.
final class RVSettings: JSONModel {
    var rate = RVRate.one
    var ratio = RVRatio.two
    var price = RVPrice.whole
    var power = RVSwitch.off
    var score: RVScore? = nil
    var rates: [RVRate] = []
    var optionalRate: RVRate? = nil
    var pricesByRate: [String: RVPrice] = [:]
}

/// The same in a struct.
struct RVStructSettings: JSONStruct {
    var rate = RVRate.one
    var ratio: RVRatio? = nil
    var price = RVPrice.whole
    var power: RVSwitch? = nil
    var rates: Set<RVRate> = []
}

@Suite("Raw-value enums of every JSON scalar raw type")
struct RawValueEnumTests {
    /// Settings with the required keys, `members` (JSON object members, kept as written) first.
    static func settings(_ members: String) throws -> String {
        let given = try parsed("{\(members)}").objectValue ?? [:]
        let base = ["rate": "1", "ratio": "2", "price": "3", "power": "false", "rates": "[]", "prices_by_rate": "{}"]
        let rest = base.filter { given[$0.key] == nil }.map { "\"\($0.key)\":\($0.value)" }
        return "{" + ([members] + rest).joined(separator: ",") + "}"
    }

    @Test func everyRawTypeDecodesAndEncodesInAClass() throws {
        let json = """
            {"rate":0.5,"ratio":0.33,"price":2.675,"power":true,"score":9.5,\
            "rates":[0.1,1,1e300],"optional_rate":null,"prices_by_rate":{"x":0.1}}
            """
        let settings = try RVSettings.fromJSONString(json)
        #expect(settings.rate == .half)
        #expect(settings.ratio == .third)
        #expect(settings.price == .exact)
        #expect(settings.power == .on)
        #expect(settings.score?.rawValue == 9.5)
        #expect(settings.rates == [.tenth, .one, .large])
        #expect(settings.optionalRate == nil)
        #expect(settings.pricesByRate == ["x": .cheap])
        let written = try settings.toJSONString(options: .init(prettyPrinted: false, sortedKeys: true))
        #expect(
            written
                == #"{"power":true,"price":2.675,"prices_by_rate":{"x":0.1},"rate":0.5,"rates":[0.1,1,1e+300],"ratio":0.33,"score":9.5}"#
        )
        let again = try RVSettings.fromJSONString(written)
        #expect(again.rates == settings.rates)
        #expect(again.price == .exact)
    }

    @Test(arguments: ["1", "1.0", "1e0", "10e-1", "1.000000000000000000001"])
    func aDoubleRawValueMatchesByValue(literal: String) throws {
        let settings = try RVSettings.fromJSONString(Self.settings(#""rate":\#(literal)"#))
        #expect(settings.rate == .one)
    }

    @Test func decimalAndFloatRawValuesMatchByValue() throws {
        let settings = try RVSettings.fromJSONString(Self.settings(#""price":3.00,"ratio":2.0"#))
        #expect(settings.price == .whole)
        #expect(settings.ratio == .two)
        let cheap = try RVSettings.fromJSONString(Self.settings(#""price":0.10"#))
        #expect(cheap.price == .cheap)
    }

    @Test func booleanRawValuesReadTrueFalseAndZeroOne() throws {
        #expect(try RVSettings.fromJSONString(Self.settings(#""power":false"#)).power == .off)
        #expect(try RVSettings.fromJSONString(Self.settings(#""power":1"#)).power == .on)
        let error = try #require(throws: JSONModelError.self) {
            try RVSettings.fromJSONString(Self.settings(#""power":"on""#))
        }
        #expect(error.code == .typeMismatch)
        let fraction = try #require(throws: JSONModelError.self) {
            try RVSettings.fromJSONString(Self.settings(#""power":1.0"#))
        }
        #expect(fraction.code == .invalidValue)
        #expect(fraction.path == "power")
    }

    @Test(arguments: [
        (#""rate":0.25"#, "rate", "0.5, 1, 0.1, 1e+300"),
        (#""price":2.67"#, "price", "0.1, 2.675, 3"),
        (#""ratio":0.5"#, "ratio", "0.33, 2"),
        (#""rates":[1,2]"#, "rates[1]", "0.5, 1, 0.1, 1e+300"),
    ])
    func unknownRawValueListsTheAllowedOnes(json: String, path: String, allowed: String) throws {
        let document = try Self.settings(json)
        let error = try #require(throws: JSONModelError.self) { try RVSettings.fromJSONString(document) }
        #expect(error.code == .invalidValue)
        #expect(error.path == path)
        #expect(error.description.contains("allowed: \(allowed)"), "\(error)")
    }

    @Test func aStructsRawValueCheckIsAnInvalidValue() throws {
        let error = try #require(throws: JSONModelError.self) {
            try RVSettings.fromJSONString(Self.settings(#""score":11"#))
        }
        #expect(error.code == .invalidValue)
        #expect(error.path == "score")
        let mismatch = try #require(throws: JSONModelError.self) {
            try RVSettings.fromJSONString(Self.settings(#""rate":"1""#))
        }
        #expect(mismatch.code == .typeMismatch)
        #expect(mismatch.description.contains("a Double raw value"), "\(mismatch)")
    }

    @Test func structsDecodeAndEncodeTheSame() throws {
        let json = #"{"rate":1e300,"ratio":2,"price":0.1,"power":false,"rates":[0.5]}"#
        let value = try RVStructSettings.fromJSONString(json)
        #expect(value.rate == .large)
        #expect(value.ratio == .two)
        #expect(value.price == .cheap)
        #expect(value.power == .off)
        #expect(value.rates == [.half])
        #expect(try parsed(value.toJSONString()) == parsed(json))
    }
}

/// A forward-compatible enum: its hand-written `init(rawValue:)` accepts an alias and maps
/// every unknown value to `.unknown`.
enum SEStatus: String {
    case active, retired, unknown

    init?(rawValue: String) {
        switch rawValue {
        case "active", "live": self = .active
        case "retired": self = .retired
        default: self = .unknown
        }
    }
}

/// `allCases` leaves a case out, so reflection's list of cases is not all of them.
enum SELevel: String, CaseIterable {
    case low, high, legacy
    static var allCases: [SELevel] { [.low, .high] }
}

/// An `init(rawValue:)` that maps one case's raw value to another case.
enum SESwapped: String {
    case left, right

    init?(rawValue: String) {
        switch rawValue {
        case "left": self = .right
        case "right": self = .left
        default: return nil
        }
    }
}

final class SEHolder: JSONModel {
    var status: SEStatus?
    var statuses: [SEStatus]?
    var level: SELevel?
    var swapped: SESwapped?
    var plain: Direction?
    var plains: [Direction]?
}

enum Direction: String { case north, south, east, west }

/// String enums decoded by their raw value's bytes, and the cases that still take
/// `init(rawValue:)`.
@Suite("String enums by raw value")
struct StringEnumCasesTests {
    @Test func casesDecodeByTheirRawValuesWithOrWithoutEscapes() throws {
        let json = #"{"plain": "e\u0061st", "plains": ["south", "west", "north"], "level": "high"}"#
        let value = try SEHolder.fromJSONString(json)
        #expect(value.plain == .east)
        #expect(value.plains == [.south, .west, .north])
        #expect(value.level == .high)
    }

    @Test func aHandWrittenInitStillDecidesWhatIsNotARawValue() throws {
        let json = #"{"status": "live", "statuses": ["retired", "archived", "active"]}"#
        let value = try SEHolder.fromJSONString(json)
        #expect(value.status == .active)
        #expect(value.statuses == [.retired, .unknown, .active])
    }

    @Test func aCaseThatAllCasesLeavesOutStillDecodes() throws {
        #expect(try SEHolder.fromJSONString(#"{"level": "legacy"}"#).level == .legacy)
    }

    @Test func anInitThatMapsARawValueToAnotherCaseIsFollowed() throws {
        #expect(try SEHolder.fromJSONString(#"{"swapped": "left"}"#).swapped == .right)
    }

    @Test func anUnknownValueIsStillAnErrorThatListsTheAllowedOnes() throws {
        let error = try #require(throws: JSONModelError.self) {
            try SEHolder.fromJSONString(#"{"plains": ["north", "up"]}"#)
        }
        #expect(error.code == .invalidValue)
        #expect(error.path == "plains[1]")
        #expect(error.message.contains(#"allowed: "north", "south", "east", "west""#))
    }
}
