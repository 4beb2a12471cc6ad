import Foundation
import JSONModelKit
import Testing

// Wrappers stacked on one property: each keeps its meaning, in either order.

final class WCKeyedOptional: JSONModel {
    @Key("x") @Optional var first = 1
    @Optional @Key("y") var second = 2
}

/// `@Lossy` outside `@Key`.
final class WCLossyOuter: JSONModel {
    @Lossy @Key("list") var items: [Int] = []
    @Lossy @Key("n") var count = 0
}

/// `@Lossy` inside `@Key`.
final class WCLossyInner: JSONModel {
    @Key("others") @Lossy var others: [Int] = []
    @Key("m") @Lossy var total = 0
}

/// `@Lossy` inside `@Optional`.
final class WCOptionalLossy: JSONModel {
    @Optional @Lossy var values: [Int] = [9]
    @Optional @Lossy var ratio = 0.5
}

/// `@Lossy` outside `@Optional`.
final class WCLossyOptional: JSONModel {
    @Lossy @Optional var values: [Int] = [9]
    @Lossy @Optional var ratio = 0.5
}

final class WCMixed: JSONModel {
    @EncodeNull @Key("gone") var removed: String? = nil
    @Key("flag") @Optional @Transformed(BoolStringTransform()) var isOn = true
    @Key("links.home") @Transformed(URLTransform()) var home: URL? = nil
    @Key("links.self") var selfLink = ""
}

@Suite("Wrapper composition")
struct WrapperCompositionTests {
    static func summary(_ report: JSONModel.DecodingReport) -> [String] {
        report.entries.map { "\($0.path) \($0.kind)" }
    }

    // MARK: @Key with @Optional

    @Test(arguments: [
        ("{}", 1, 2),
        (#"{"x":5,"y":6}"#, 5, 6),
        (#"{"x":null,"y":null}"#, 1, 2),
        (#"{"first":5,"second":6}"#, 1, 2),
        (#"{"y":6}"#, 1, 6),
    ])
    func keyedOptional(json: String, first: Int, second: Int) throws {
        let model = try WCKeyedOptional.fromJSONString(json)
        #expect(model.first == first)
        #expect(model.second == second)
        #expect(try model.toJSONString(options: compact) == "{\"x\":\(first),\"y\":\(second)}")
    }

    @Test func keyedOptionalStillChecksTheType() throws {
        let error = try #require(throws: JSONModelError.self) {
            try WCKeyedOptional.fromJSONString(#"{"x":"5"}"#)
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "x")
        #expect(error.property == "first")
    }

    // MARK: @Lossy with @Key

    @Test func lossyOutsideKeyDropsElements() throws {
        var report = JSONModel.DecodingReport()
        let model = try WCLossyOuter.fromJSONString(#"{"list":[1,"x",3],"n":"12"}"#, report: &report)
        #expect(model.items == [1, 3])
        #expect(model.count == 12)
        #expect(Self.summary(report) == ["list[1] dropped", "n coerced"])
        #expect(try model.toJSONString(options: compact) == #"{"list":[1,3],"n":12}"#)
    }

    @Test func lossyInsideKeyDropsElements() throws {
        var report = JSONModel.DecodingReport()
        let model = try WCLossyInner.fromJSONString(#"{"others":[4,null],"m":"13"}"#, report: &report)
        #expect(model.others == [4])
        #expect(model.total == 13)
        #expect(Self.summary(report) == ["others[1] dropped", "m coerced"])
        #expect(try model.toJSONString(options: compact) == #"{"others":[4],"m":13}"#)
    }

    @Test func lossyKeyedWithCleanInput() throws {
        var report = JSONModel.DecodingReport()
        let outer = try WCLossyOuter.fromJSONString(#"{"list":[1],"n":2}"#, report: &report)
        #expect(report.isEmpty)
        #expect(outer.items == [1])
        let inner = try WCLossyInner.fromJSONString(#"{"others":[],"m":3}"#, report: &report)
        #expect(report.isEmpty)
        #expect(inner.total == 3)
    }

    @Test(arguments: [
        (WCLossyOuter.self as JSONModel.Type, #"{"n":1}"#, "list"),
        (WCLossyOuter.self, #"{"list":[],"count":1}"#, "n"),
        (WCLossyInner.self, #"{"m":1}"#, "others"),
        (WCLossyInner.self, #"{"others":[]}"#, "m"),
    ])
    func lossyKeyedIsStillRequired(model: JSONModel.Type, json: String, path: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try model.fromJSONString(json)
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == path)
    }

    // MARK: @Lossy with @Optional

    @Test(arguments: [WCOptionalLossy.self, WCLossyOptional.self] as [JSONModel.Type])
    func missingKeysKeepTheDefaults(model: JSONModel.Type) throws {
        var report = JSONModel.DecodingReport()
        let decoded = try model.fromJSONString("{}", report: &report)
        #expect(try decoded.toJSONString(options: compact) == #"{"values":[9],"ratio":0.5}"#)
        #expect(report.isEmpty)
    }

    @Test func lossyInsideOptional() throws {
        var report = JSONModel.DecodingReport()
        let model = try WCOptionalLossy.fromJSONString(#"{"values":[1,"x"],"ratio":"0.25"}"#, report: &report)
        #expect(model.values == [1])
        #expect(model.ratio == 0.25)
        #expect(Self.summary(report) == ["values[1] dropped", "ratio coerced"])
    }

    @Test func lossyOutsideOptional() throws {
        var report = JSONModel.DecodingReport()
        let model = try WCLossyOptional.fromJSONString(#"{"values":[1,"x"],"ratio":"0.25"}"#, report: &report)
        #expect(model.values == [1])
        #expect(model.ratio == 0.25)
        #expect(Self.summary(report) == ["values[1] dropped", "ratio coerced"])
    }

    // MARK: Other stacks

    @Test func encodeNullKeyedAndTransformedTogether() throws {
        let model = WCMixed()
        #expect(try model.toJSONString(options: compact) == #"{"gone":null,"flag":"true","links":{"self":""}}"#)

        model.home = URL(string: "https://example.com")
        model.isOn = false
        model.removed = "x"
        #expect(
            try model.toJSONString(options: compact)
                == #"{"gone":"x","flag":"false","links":{"home":"https://example.com","self":""}}"#
        )
    }

    @Test func stackedWrappersDecode() throws {
        let model = try WCMixed.fromJSONString(
            #"{"gone":null,"flag":"NO","links":{"home":"https://example.com/a","self":"s"}}"#
        )
        #expect(model.removed == nil)
        #expect(model.isOn == false)
        #expect(model.home == URL(string: "https://example.com/a"))
        #expect(model.selfLink == "s")

        let defaults = try WCMixed.fromJSONString(#"{"links":{"self":"s"}}"#)
        #expect(defaults.isOn == true)
        #expect(defaults.home == nil)
    }

    @Test func stackedTransformReportsTheKeyedPath() throws {
        let flag = try #require(throws: JSONModelError.self) {
            try WCMixed.fromJSONString(#"{"flag":"perhaps","links":{"self":"s"}}"#)
        }
        #expect(flag.code == .transformFailed)
        #expect(flag.path == "flag")
        #expect(flag.property == "isOn")

        let home = try #require(throws: JSONModelError.self) {
            try WCMixed.fromJSONString(#"{"links":{"home":7,"self":"s"}}"#)
        }
        #expect(home.code == .transformFailed)
        #expect(home.path == "links.home")
        #expect(home.property == "home")
    }
}
