import Foundation
import JSONModelKit

/// How the XML writer reads one property of a model class, decided once per class from its
/// first instance rather than with dynamic casts on every value.
///
/// A property's stored type is fixed, so the type of its unwrapped value is the same in every
/// instance: only `Decimal` properties need the exact-text check, and a plain `String`, `Int` or
/// `Bool` property (no property wrapper, which could transform or keep `null`) is read directly
/// instead of through a `JSONValue` built by the JSON encoder.
enum XMLPropertyAccess {
    /// Through ``JSONModelKit/PropertyDescription/jsonValue(of:options:)``.
    case json
    /// A `Decimal` (or optional `Decimal`) number, written as its exact text.
    case decimal
    /// A plain `String`, `Int` or `Bool` property, optional or not.
    case direct(Scalar)
    /// An `NSNumber` or `NSDecimalNumber` (optional or not), written as the JSON encoder
    /// writes it: every digit of a long literal, and `1.0` for a floating-point value.
    case foundationNumber

    /// The types read directly.
    enum Scalar {
        case string, int, bool
    }

    /// How to read `property`, judged from its value in `model`.
    ///
    /// - Parameters:
    ///   - property: The property.
    ///   - model: An instance of the class.
    ///   - storedNames: The names of the model's stored properties as reflection shows them: a
    ///     wrapped property is stored as `_name`.
    /// - Returns: `.json` unless the property is a `Decimal` or a plain `String`, `Int` or `Bool`.
    static func of(
        _ property: PropertyDescription,
        in model: JSONModel,
        storedNames: Set<String>
    ) -> XMLPropertyAccess {
        let valueType = type(of: property.value(of: model))
        if unwrappedType(valueType) is NSNumber.Type {
            return .foundationNumber
        }
        switch property.shape {
        case .string, .number, .bool: break
        default: return .json
        }
        if case .number = property.shape, ObjectIdentifier(unwrappedType(valueType)) == ObjectIdentifier(Decimal.self) {
            return .decimal
        }
        guard storedNames.contains(property.name), !storedNames.contains("_" + property.name) else { return .json }
        switch (property.shape, ObjectIdentifier(valueType)) {
        case (.string, ObjectIdentifier(String.self)), (.string, ObjectIdentifier(String?.self)):
            return .direct(.string)
        case (.number, ObjectIdentifier(Int.self)), (.number, ObjectIdentifier(Int?.self)):
            return .direct(.int)
        case (.bool, ObjectIdentifier(Bool.self)), (.bool, ObjectIdentifier(Bool?.self)):
            return .direct(.bool)
        default: return .json
        }
    }

    /// The property's JSON value in `model` (`nil` when encoding leaves it out), with a `Decimal`
    /// kept as its exact text: `JSONValue` holds non-integral numbers as `Double`, which would
    /// round `Decimal`'s extra digits away.
    ///
    /// A direct `Int` is given as its decimal text, a `.string`: the text the writer would
    /// make of the number, without building it through the JSON writer.
    func jsonValue(
        of property: PropertyDescription,
        in model: JSONModel,
        options: JSONModel.EncodingOptions
    ) throws(JSONModelError) -> JSONValue? {
        switch self {
        case .json:
            return try property.jsonValue(of: model, options: options)
        case .decimal:
            guard let decimal = property.value(of: model) as? Decimal else {
                return try property.jsonValue(of: model, options: options)
            }
            guard decimal.isFinite else {
                throw JSONModelError(code: .invalidValue, message: "cannot encode Decimal NaN")
            }
            return .string(decimal.description)
        case .foundationNumber:
            return try property.jsonValueKeepingNumberText(of: model, options: options)
        case .direct(let scalar):
            let value = property.value(of: model)
            switch scalar {
            case .string: if let text = value as? String { return .string(text) }
            case .int: if let number = value as? Int { return .string(String(number)) }
            case .bool: if let flag = value as? Bool { return .bool(flag) }
            }
            // `nil` (the stored type is known): left out, or `null` when the options ask for it.
            return options.nilEncoding == .null ? .null : nil
        }
    }

    /// The type inside any number of `Optional`s.
    private static func unwrappedType(_ type: any Any.Type) -> any Any.Type {
        var current = type
        while let optional = current as? any XMLOptionalType.Type {
            current = optional.xmlWrappedType
        }
        return current
    }
}

/// `Optional`, seen through its metatype.
private protocol XMLOptionalType {
    /// The `Wrapped` type.
    static var xmlWrappedType: any Any.Type { get }
}

extension Optional: XMLOptionalType {
    fileprivate static var xmlWrappedType: any Any.Type { Wrapped.self }
}
