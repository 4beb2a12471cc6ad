import Foundation

// Reading: a JSON-compatible Foundation value (a `[String: Any]` handed to `fromDictionary`, an
// `NSArray` or `NSDictionary` property being written) becomes a tape, which the engine decodes
// like a parsed document and the writer writes.

extension FoundationValueConversion {
    /// The tape of a JSON-compatible Foundation value, which the engine decodes like a parsed
    /// document.
    ///
    /// - Throws: `invalidValue` naming the path of the first value JSON cannot hold,
    ///   `tooDeeplyNested` beyond the options' depth, or `limitExceeded` for their limits.
    static func tape(from value: Any, options: JSONModel.DecodingOptions) throws(JSONModelError) -> JSONTape {
        var builder = TapeBuilder(maxDepth: options.maxDepth, limits: options.readerLimits)
        try append(value, to: &builder, stack: StackGuard())
        return try builder.checkedTape()
    }

    /// The tape of a JSON-compatible Foundation value being written (an `NSArray` or
    /// `NSDictionary` property), nested at most `maxDepth` deep.
    ///
    /// - Throws: `invalidValue` naming the path of the first value JSON cannot hold, or
    ///   `tooDeeplyNested`.
    static func tape(from value: Any, maxDepth: Int) throws(JSONModelError) -> JSONTape {
        var builder = TapeBuilder(maxDepth: maxDepth)
        try append(value, to: &builder, stack: StackGuard())
        return try builder.checkedTape()
    }

    /// Adds `value`; containers recurse, one level per nesting level, each checking `stack`.
    private static func append(
        _ value: Any,
        to builder: inout TapeBuilder,
        stack: StackGuard
    ) throws(JSONModelError) {
        if try appendByExactType(value, to: &builder, stack: stack) { return }
        // Foundation's own containers, read without bridging them to Swift (see `objects(in:)`).
        if type(of: value) is AnyClass {
            if let array = value as? NSArray {
                return try appendArray(objects(in: array), to: &builder, stack: stack)
            }
            if let dictionary = value as? NSDictionary {
                return try appendMembers(of: dictionary, to: &builder, stack: stack)
            }
        }
        // Other types (typed arrays such as `[Double]`, subclasses) by casting, which is
        // slower: on Linux a cast that fails costs about 250 ns.
        switch value {
        case let dictionary as [String: Any]:
            try appendDictionary(dictionary, to: &builder, stack: stack)
        case let array as [Any]:
            try appendArray(array, to: &builder, stack: stack)
        case is NSNull:
            builder.null()
        case let number as NSNumber:
            try appendNumber(number, to: &builder)
        case let string as NSString:
            builder.string(string as String)
        default:
            if let optional = value as? any OptionalProtocol, optional.isNone {
                builder.null()
                return
            }
            throw notAJSONValue(value)
        }
    }

    /// The error for a value JSON cannot hold, saying what to use instead; a dictionary whose
    /// keys are not strings is named as such.
    private static func notAJSONValue(_ value: Any) -> JSONModelError {
        var keyType: String?
        if type(of: value) is AnyClass, let dictionary = value as? NSDictionary {
            keyType = members(of: dictionary).first { !($0.key is NSString) }.map { "\(type(of: $0.key))" }
        } else if let dictionary = value as? [AnyHashable: Any] {
            keyType = dictionary.keys.first { !($0.base is String) }.map { "\(type(of: $0.base))" }
        }
        if let keyType {
            return JSONModelError(
                code: .invalidValue,
                message:
                    "a \(type(of: value)) with \(keyType) keys is not a JSON object: JSON objects have String keys; convert the keys to String (for example with String(describing: key)) and pass a [String: Any]"
            )
        }
        return JSONModelError(
            code: .invalidValue,
            message:
                "a value of type \(type(of: value)) is not a JSON value (use String, numbers, Bool, NSNull, arrays and [String: Any])"
        )
    }

    /// Adds a Swift dictionary as an object, its members in key order.
    private static func appendDictionary(
        _ dictionary: [String: Any],
        to builder: inout TapeBuilder,
        stack: StackGuard
    ) throws(JSONModelError) {
        // The depth limit bounds this recursion, but a level's frames take some hundred bytes:
        // on a small thread stack the guard stops it first.
        guard stack.hasRoom() else { throw StackGuard.exhaustedError() }
        try builder.beginObject()
        // In key order, so that which failure comes first never depends on hashing.
        for (key, member) in dictionary.sorted(by: { JSONWriter.keyPrecedes($0.key, $1.key) }) {
            builder.string(key)
            // `member`, not `dictionary[key] as Any`: an optional in an `Any` would hide the
            // value's own type (a `Decimal` would be bridged through `Double`).
            try append(member, at: .key(key), to: &builder, stack: stack)
        }
        builder.endContainer()
    }

    /// Adds a Swift array as an array.
    private static func appendArray(
        _ array: [Any],
        to builder: inout TapeBuilder,
        stack: StackGuard
    ) throws(JSONModelError) {
        guard stack.hasRoom() else { throw StackGuard.exhaustedError() }
        try builder.beginArray()
        for (index, element) in array.enumerated() {
            try append(element, at: .index(index), to: &builder, stack: stack)
        }
        builder.endContainer()
    }

    /// The elements of `array`, as the objects it holds.
    ///
    /// On Linux, Foundation hands out an `NSArray`'s elements (subscript, iteration, `as
    /// [Any]`) bridged to Swift, and bridges nested arrays and dictionaries all the way down,
    /// recursively, outside any stack guard: an array 500 levels deep overflows a 256 KiB
    /// thread at its first element. Its mirror lists the objects themselves.
    static func objects(in array: NSArray) -> [Any] {
        #if canImport(Darwin)
            return array.map { $0 as AnyObject }
        #else
            return Mirror(reflecting: array).children.map { $0.value as AnyObject }
        #endif
    }

    /// The members of `dictionary`, as the objects it holds (see ``objects(in:)``).
    static func members(of dictionary: NSDictionary) -> [(key: AnyObject, value: AnyObject)] {
        #if canImport(Darwin)
            return dictionary.map { ($0.key as AnyObject, $0.value as AnyObject) }
        #else
            return Mirror(reflecting: dictionary).children.compactMap { child in
                guard let member = child.value as? (key: NSObject, value: AnyObject) else { return nil }
                return (member.key, member.value)
            }
        #endif
    }

    /// Adds an `NSDictionary` as an object, its members in key order.
    ///
    /// - Throws: `invalidValue` for a key that is not a string, naming the key's type.
    private static func appendMembers(
        of dictionary: NSDictionary,
        to builder: inout TapeBuilder,
        stack: StackGuard
    ) throws(JSONModelError) {
        guard stack.hasRoom() else { throw StackGuard.exhaustedError() }
        var stringKeyed: [(key: String, value: AnyObject)] = []
        for member in members(of: dictionary) {
            guard let key = member.key as? NSString else { throw notAJSONValue(dictionary) }
            stringKeyed.append((String(key), member.value))
        }
        try builder.beginObject()
        // In key order, so that which failure comes first never depends on hashing.
        for (key, member) in stringKeyed.sorted(by: { JSONWriter.keyPrecedes($0.key, $1.key) }) {
            builder.string(key)
            try append(member, at: .key(key), to: &builder, stack: stack)
        }
        builder.endContainer()
    }

    /// Adds a member or element; a failure's path gets `component` in front.
    private static func append(
        _ value: Any,
        at component: JSONModelError.PathComponent,
        to builder: inout TapeBuilder,
        stack: StackGuard
    ) throws(JSONModelError) {
        do throws(JSONModelError) {
            try append(value, to: &builder, stack: stack)
        } catch {
            var failure = error
            failure.prepend(component)
            throw failure
        }
    }

    /// Adds the values of the types `JSONSerialization` and Swift code put in dictionaries,
    /// recognized by their exact type: Swift's own scalars (so `true` is never taken for `1`),
    /// `NSNumber`, `NSNull`, `[Any]` and `[String: Any]`.
    ///
    /// - Returns: `false` for any other type, which ``append(_:to:)`` then casts.
    private static func appendByExactType(
        _ value: Any,
        to builder: inout TapeBuilder,
        stack: StackGuard
    ) throws(JSONModelError) -> Bool {
        switch ObjectIdentifier(type(of: value)) {
        case ObjectIdentifier(NSNumber.self): try appendNumber(value as? NSNumber ?? 0, to: &builder)
        case ObjectIdentifier([Any].self): try appendArray(value as? [Any] ?? [], to: &builder, stack: stack)
        case ObjectIdentifier([String: Any].self):
            try appendDictionary(value as? [String: Any] ?? [:], to: &builder, stack: stack)
        case ObjectIdentifier(NSNull.self): builder.null()
        case ObjectIdentifier(String.self): builder.string(value as? String ?? "")
        case ObjectIdentifier(Bool.self): builder.bool(value as? Bool ?? false)
        case ObjectIdentifier(Int.self): builder.number(JSONNumber(value as? Int ?? 0))
        case ObjectIdentifier(Int8.self): builder.number(JSONNumber(value as? Int8 ?? 0))
        case ObjectIdentifier(Int16.self): builder.number(JSONNumber(value as? Int16 ?? 0))
        case ObjectIdentifier(Int32.self): builder.number(JSONNumber(value as? Int32 ?? 0))
        case ObjectIdentifier(Int64.self): builder.number(JSONNumber(value as? Int64 ?? 0))
        case ObjectIdentifier(UInt.self): builder.number(JSONNumber(value as? UInt ?? 0))
        case ObjectIdentifier(UInt8.self): builder.number(JSONNumber(value as? UInt8 ?? 0))
        case ObjectIdentifier(UInt16.self): builder.number(JSONNumber(value as? UInt16 ?? 0))
        case ObjectIdentifier(UInt32.self): builder.number(JSONNumber(value as? UInt32 ?? 0))
        case ObjectIdentifier(UInt64.self): builder.number(JSONNumber(value as? UInt64 ?? 0))
        case ObjectIdentifier(Double.self): try appendDouble(value as? Double ?? 0, to: &builder)
        case ObjectIdentifier(Float.self): try appendFloat(value as? Float ?? 0, to: &builder)
        case ObjectIdentifier(Decimal.self): try appendDecimal(value as? Decimal ?? 0, to: &builder)
        default: return false
        }
        return true
    }

    /// Adds a `Decimal` as a number literal with its exact digits.
    ///
    /// - Throws: `invalidValue` for NaN.
    private static func appendDecimal(_ decimal: Decimal, to builder: inout TapeBuilder) throws(JSONModelError) {
        guard decimal.isFinite else {
            throw JSONModelError(code: .invalidValue, message: "Decimal NaN is not a JSON number")
        }
        // A `Decimal` has no binary form the tape holds exactly; its plain decimal notation
        // ("3.14") is its exact value, kept as a literal for the codec to read.
        if appendDecimalLiteral(decimal, to: &builder) { return }
        var literal = decimal.description
        let isInteger = !literal.utf8.contains(UInt8(ascii: "."))
        literal.withUTF8 { builder.numberLiteral($0, isInteger: isInteger) }
    }

    /// `10^19`: significands below it fit a `UInt64`.
    private static let significandLimit = Decimal(sign: .plus, exponent: 19, significand: 1)

    /// Adds `decimal`'s plain decimal notation, written from its significand and exponent,
    /// when the significand fits a `UInt64` (up to 19 digits: every number `JSONSerialization`
    /// holds as `NSDecimalNumber`, such as the 17-digit coordinates of canada.json);
    /// `Decimal.description` divides the whole 128-bit significand once per digit, about 4 µs
    /// a number on Linux.
    ///
    /// - Returns: `false`, having added nothing, for a longer significand.
    private static func appendDecimalLiteral(_ decimal: Decimal, to builder: inout TapeBuilder) -> Bool {
        let significand = decimal.significand.magnitude
        guard significand < significandLimit else { return false }
        var digits = NSDecimalNumber(decimal: significand).uint64Value
        let exponent = digits == 0 ? 0 : decimal.exponent
        // A sign, a `0.`, up to 128 zeros (Decimal's exponents are -128...127), 19 digits and a
        // point, written from the end.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 160) { buffer in
            var start = buffer.count
            func prepend(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            for _ in 0..<max(0, exponent) { prepend(UInt8(ascii: "0")) }
            var position = 0
            repeat {
                if exponent < 0, position == -exponent { prepend(UInt8(ascii: ".")) }
                prepend(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: digits % 10))
                digits /= 10
                position += 1
            } while digits != 0
            if exponent < 0, position <= -exponent {
                // 0.00123: the zeros after the point, the point and the leading zero.
                for _ in position..<(-exponent) { prepend(UInt8(ascii: "0")) }
                prepend(UInt8(ascii: "."))
                prepend(UInt8(ascii: "0"))
            }
            if decimal.sign == .minus, !decimal.isZero { prepend(UInt8(ascii: "-")) }
            builder.numberLiteral(UnsafeBufferPointer(rebasing: buffer[start...]), isInteger: exponent >= 0)
            return true
        }
    }

    /// Adds a `Double` as a number.
    ///
    /// - Throws: `invalidValue` for NaN and the infinities.
    private static func appendDouble(_ value: Double, to builder: inout TapeBuilder) throws(JSONModelError) {
        guard value.isFinite else {
            throw JSONModelError(
                code: .invalidValue,
                message: "\(value) is not a JSON number: JSON has no NaN or infinity"
            )
        }
        builder.number(JSONNumber(value))
    }

    /// Adds a `Float` in its shortest form (`0.1`, not the `Double` `0.10000000149011612`).
    private static func appendFloat(_ value: Float, to builder: inout TapeBuilder) throws(JSONModelError) {
        guard value.isFinite else { return try appendDouble(Double(value), to: &builder) }
        var text = value.description
        text.withUTF8 { builder.numberLiteral($0, isInteger: false) }
    }

    /// Adds an `NSNumber` as what it holds (``NumberKind``): a Boolean, an integer, a
    /// floating-point number or a decimal literal.
    ///
    /// - Throws: `invalidValue` for a floating-point number that is not finite.
    private static func appendNumber(_ number: NSNumber, to builder: inout TapeBuilder) throws(JSONModelError) {
        switch NumberKind(of: number) {
        case .decimal(let decimal):
            // `JSONSerialization` on Linux holds long literals as `NSDecimalNumber`, whose
            // `doubleValue` is not correctly rounded: its exact digits go to the codec instead.
            try appendDecimal(decimal, to: &builder)
        case .boolean:
            builder.bool(number.boolValue)
        case .floatingPoint, .float:
            guard let literal = floatingPointLiteral(of: number) else {
                return try appendDouble(number.doubleValue, to: &builder)
            }
            var text = literal
            text.withUTF8 { builder.numberLiteral($0, isInteger: false) }
        case .unsigned:
            builder.number(JSONNumber(number.uint64Value))
        case .signed:
            builder.number(JSONNumber(number.int64Value))
        }
    }
}

/// Lets a value in an `Any` be recognized as an empty `Optional`.
private protocol OptionalProtocol {
    /// Whether the value is `nil`.
    var isNone: Bool { get }
}

extension Swift.Optional: OptionalProtocol {
    fileprivate var isNone: Bool { self == nil }
}
