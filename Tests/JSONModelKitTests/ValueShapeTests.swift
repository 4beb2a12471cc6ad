import Foundation
import Testing

@testable import JSONModelKit

private enum VSKind: String { case small, large }

private enum VSLevel: Int {
    case low = 1
    case high = 2
}

private enum VSRatio: Double {
    case half = 0.5
    case whole = 1
}

private enum VSSwitch: RawRepresentable {
    case off, on

    init?(rawValue: Bool) { self = rawValue ? .on : .off }

    var rawValue: Bool {
        switch self {
        case .off: false
        case .on: true
        }
    }
}

private struct VSPoint: Codable { var x = 0 }

private enum VSCodableChoice: Codable { case first, second }

private struct VSOpaque {}

private final class VSOwner: JSONModel {
    var name = ""
}

private struct VSPart: JSONStruct {
    var name = ""
}

@propertyWrapper
private struct VSClamped: JSONPropertyWrapper {
    private var value = 0
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, 0), 100) }
    }
    init(wrappedValue: Int) { value = wrappedValue }
}

/// A model with a property of each wrapper, and one that only hooks handle.
private final class VSWrapped: JSONModel {
    @Lossy var lossyCount = 0
    @Lossy var lossyNumbers: [Int] = []
    @Lossy var lossyTags: Set<String> = []
    @Lossy var lossyScores: [String: Double] = [:]
    @Lossy var lossyByLevel: [VSLevel: String] = [:]
    @Lossy var lossyMaybe: Int? = nil
    @Lossy var lossyOwners: [VSOwner] = []
    @Transformed(BoolStringTransform(trueString: "YES", falseString: "NO")) var yesNo = false
    @Transformed(URLTransform()) var link: URL? = nil
    @DateOnly var day = Date(timeIntervalSince1970: 0)
    @DateOnly var maybeDay: Date? = nil
    @UnixTime var seconds = Date(timeIntervalSince1970: 0)
    @UnixTime var maybeSeconds: Date? = nil
    @UnixTimeMilliseconds var milliseconds = Date(timeIntervalSince1970: 0)
    @ISO8601 var instant = Date(timeIntervalSince1970: 0)
    @DateFormat("yyyy") var year = Date(timeIntervalSince1970: 0)
    @DateFormat("yyyy", encoding: "yyyy-MM-dd") var yearWrittenAsDay = Date(timeIntervalSince1970: 0)
    @Key("renamed") var keyed = 0
    @Optional var marked = "default"
    @EncodeNull var alwaysWritten: Int? = nil
    @VSClamped var percent = 50
    var field: JSONField<Double> = .absent
    var point = VSPoint()
    var number: NSNumber = 0
    var opaque = VSOpaque()

    override func decodeProperty(_ property: JSONModel.Property, from object: [String: JSONValue]) throws -> Bool {
        property.name == "opaque"
    }

    override func encodeProperty(_ property: JSONModel.Property, into object: inout [String: JSONValue]) throws -> Bool
    {
        property.name == "opaque"
    }
}

/// The coarse shapes XML reads (``ValueShape``), each derived from what the codec reads and
/// writes (``CodecShape``): pinned for every kind of codec, with the cases where the coarse
/// shape is not the obvious one (transforms, unix-time dates, `Codable` and Foundation types,
/// enums, types only hooks handle).
@Suite struct ValueShapeTests {
    /// A type, the date strategy its codec is built with, and the shape expected.
    struct FactoryCase: @unchecked Sendable, CustomTestStringConvertible {
        // @unchecked: metatypes are immutable.
        let type: any Any.Type
        let dateStrategy: JSONModel.DateStrategy
        let expected: String

        init(_ type: any Any.Type, dates dateStrategy: JSONModel.DateStrategy = .iso8601, _ expected: String) {
            self.type = type
            self.dateStrategy = dateStrategy
            self.expected = expected
        }

        var testDescription: String { "\(type) (\(dateStrategy))" }
    }

    static let factoryCases: [FactoryCase] = [
        // Scalars: every string format is a string.
        FactoryCase(String.self, "string"), FactoryCase(Bool.self, "bool"), FactoryCase(JSONValue.self, "any"),
        FactoryCase(Int.self, "number"), FactoryCase(Int8.self, "number"), FactoryCase(UInt64.self, "number"),
        FactoryCase(Double.self, "number"), FactoryCase(Float.self, "number"), FactoryCase(Decimal.self, "number"),
        FactoryCase(URL.self, "string"), FactoryCase(UUID.self, "string"), FactoryCase(Data.self, "string"),
        // Dates: a number only in the unix-time strategies.
        FactoryCase(Date.self, dates: .iso8601, "string"), FactoryCase(Date.self, dates: .dateOnly, "string"),
        FactoryCase(Date.self, dates: .iso8601WithFractionalSeconds, "string"),
        FactoryCase(Date.self, dates: .formatted("yyyy"), "string"),
        FactoryCase(Date.self, dates: .secondsSince1970, "number"),
        FactoryCase(Date.self, dates: .millisecondsSince1970, "number"),
        FactoryCase([Date].self, dates: .secondsSince1970, "array(number)"),
        // Containers: an optional or a field is its wrapped value.
        FactoryCase(Int?.self, "number"), FactoryCase(JSONField<Int>.self, "number"),
        FactoryCase(JSONField<[String]>.self, "array(string)"),
        FactoryCase([Int].self, "array(number)"), FactoryCase(Set<String>.self, "array(string)"),
        FactoryCase([[Bool]].self, "array(array(bool))"),
        FactoryCase([String: Int].self, "dictionary(number)"), FactoryCase([Int: String].self, "dictionary(string)"),
        FactoryCase([String: [Int?]].self, "dictionary(array(number))"),
        FactoryCase([VSKind: Double].self, "dictionary(number)"), FactoryCase([VSLevel: Bool].self, "dictionary(bool)"),
        // Enums: their raw value's shape.
        FactoryCase(VSKind.self, "string"), FactoryCase(VSLevel.self, "number"), FactoryCase(VSRatio.self, "number"),
        FactoryCase(VSSwitch.self, "bool"), FactoryCase(VSLevel?.self, "number"),
        FactoryCase([VSKind].self, "array(string)"), FactoryCase(Set<VSLevel>.self, "array(number)"),
        // Foundation objects: NSNumber and the containers are any JSON, the bridged ones their value.
        FactoryCase(NSNumber.self, "any"), FactoryCase([NSNumber].self, "array(any)"),
        FactoryCase(NSArray.self, "any"), FactoryCase(NSDictionary.self, "any"),
        FactoryCase(NSDecimalNumber.self, "number"), FactoryCase(NSString.self, "string"),
        FactoryCase(NSDate.self, dates: .iso8601, "string"),
        FactoryCase(NSDate.self, dates: .secondsSince1970, "number"),
        // Codable types: any JSON, as their own code writes it.
        FactoryCase(VSPoint.self, "any"), FactoryCase([VSPoint].self, "array(any)"),
        FactoryCase(VSCodableChoice.self, "any"),
        // Models and structs.
        FactoryCase(VSOwner.self, "model(VSOwner)"), FactoryCase(VSOwner?.self, "model(VSOwner)"),
        FactoryCase(JSONField<VSOwner>.self, "model(VSOwner)"), FactoryCase([VSOwner].self, "array(model(VSOwner))"),
        FactoryCase([String: VSOwner].self, "dictionary(model(VSOwner))"),
        FactoryCase(VSPart.self, "struct(VSPart)"), FactoryCase([VSPart?].self, "array(struct(VSPart))"),
    ]

    @Test(arguments: factoryCases)
    func codecOfType(_ shapeCase: FactoryCase) throws {
        let factory = CodecFactory(
            dateStrategy: shapeCase.dateStrategy,
            elementClass: nil,
            schemasInProgress: [],
            cache: .standard
        )
        let codec = try factory.codec(forAny: shapeCase.type)
        #expect(Self.describe(ValueShape(codec.shape)) == shapeCase.expected)
    }

    static let propertyCases: [(name: String, expected: String)] = [
        ("lossyCount", "number"),
        ("lossyNumbers", "array(number)"),
        ("lossyTags", "array(string)"),
        ("lossyScores", "dictionary(number)"),
        ("lossyByLevel", "dictionary(string)"),
        ("lossyMaybe", "number"),
        ("lossyOwners", "array(model(VSOwner))"),
        ("yesNo", "string"),
        ("link", "string"),
        ("day", "string"),
        ("maybeDay", "string"),
        ("seconds", "number"),
        ("maybeSeconds", "number"),
        ("milliseconds", "number"),
        ("instant", "string"),
        ("year", "string"),
        ("yearWrittenAsDay", "string"),
        ("keyed", "number"),
        ("marked", "string"),
        ("alwaysWritten", "number"),
        ("percent", "number"),
        ("field", "number"),
        ("point", "any"),
        ("number", "any"),
        ("opaque", "string"),
    ]

    @Test func propertiesOfEachWrapper() throws {
        let properties = try ModelDescription.of(VSWrapped.self).properties
        #expect(properties.map(\.name) == Self.propertyCases.map(\.name))
        for (property, propertyCase) in zip(properties, Self.propertyCases) {
            #expect(Self.describe(property.shape) == propertyCase.expected, "\(property.name)")
        }
    }

    /// The shape as text: `array(model(Car))`.
    static func describe(_ shape: ValueShape) -> String {
        switch shape {
        case .string: "string"
        case .number: "number"
        case .bool: "bool"
        case .any: "any"
        case .model(let modelClass): "model(\(modelClass))"
        case .structType(let structType): "struct(\(structType))"
        case .array(let element): "array(\(describe(element)))"
        case .dictionary(let value): "dictionary(\(describe(value)))"
        }
    }
}
