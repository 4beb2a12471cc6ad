/// The base class of JSON-mapped models: subclass it, declare stored properties, and decode.
///
/// ```swift
/// final class Car: JSONModel {
///     var make = ""
///     var year = 0
/// }
///
/// class Person: JSONModel {
///     var name = ""
///     @Optional var nickname: String? = nil
///     @DateOnly var dateOfBirth = Date()
///     var cars: [Car] = []
///     var imageURL: URL? = nil            // JSON key "image_url"
/// }
///
/// let person = try Person.fromJSONString(json)
/// let text = try person.toJSONString()
/// ```
///
/// The mapped properties are the stored `var`s of the class and its superclasses (superclass
/// first, in declaration order). `let` constants, computed properties, `lazy` and `weak`/`unowned`
/// storage, `@Ignore` and ``propertyIsIgnored(_:)`` properties are not mapped. Every subclass
/// must keep a `required init()` that needs no arguments (the inherited one is fine); decoding
/// creates the instance with it and then sets the properties found in the JSON.
///
/// The schema of each class is discovered once, by reflection, and cached for the life of the
/// process; the decode and encode paths never build a `Mirror`. All class-level tuning points
/// (``keyStyle``, ``dateStrategy``, ``propertyIsOptional(_:)``...) are read once, at that point.
///
/// `JSONModel` declares no instance properties of its own, so a subclass may use any name JSON
/// needs: `description`, `id`, `type`, `name`, `hash`, `count`, `data`, `value`, `key`.
open class JSONModel: Codable, CustomDebugStringConvertible {
    /// Creates a model with every property at its declared default.
    public required init() {}

    /// Decodes the model through `Codable` (Foundation's `JSONDecoder`, or any decoder), with
    /// the same keys and rules as ``fromJSONString(_:options:)``.
    ///
    /// The decoder's value is read as a ``JSONValue`` and then decoded by JSONModelKit, so a
    /// model can be a field of a `Codable` struct. ``classForDecoding(from:)`` does not apply
    /// (an initializer cannot choose another class).
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted` wrapping the ``JSONModelError``.
    public required convenience init(from decoder: any Decoder) throws {
        self.init()
        try decodeProperties(from: JSONValue(from: decoder), codingPath: decoder.codingPath)
    }

    /// The class to create for each element of an array, set or dictionary property.
    ///
    /// Override it to decode the elements of `propertyName` as a subclass of the declared element
    /// type. The answer must be the declared element type or one of its subclasses; anything
    /// else is a schema error.
    ///
    /// - Parameter propertyName: The Swift name of the property.
    /// - Returns: The class to create, or `nil` for the declared element type.
    open class func classForCollectionProperty(_ propertyName: String) -> JSONModel.Type? {
        nil
    }

    /// Whether the property may be missing from the JSON even though its type is not optional.
    ///
    /// An optional property keeps its declared default when its key is missing or `null`, like
    /// `@Optional`.
    ///
    /// - Parameter propertyName: The Swift name of the property.
    /// - Returns: `true` to let the key be missing or `null` (default `false`).
    open class func propertyIsOptional(_ propertyName: String) -> Bool {
        false
    }

    /// Whether the property is left out of decoding and encoding, like `@Ignore`.
    ///
    /// - Parameter propertyName: The Swift name of the property.
    /// - Returns: `true` to leave the property out (default `false`).
    open class func propertyIsIgnored(_ propertyName: String) -> Bool {
        false
    }

    /// How this class turns property names into JSON keys (default ``KeyStyle/snakeCase``).
    open class var keyStyle: KeyStyle {
        .snakeCase
    }

    /// How this class reads and writes `Date` properties that have no date wrapper (default
    /// ``DateStrategy/iso8601``).
    open class var dateStrategy: DateStrategy {
        .iso8601
    }

    /// Property name → JSON key, for the properties whose key the ``keyStyle`` does not give.
    ///
    /// A key with dots is a path into nested objects: `"ownerPhone": "owner.phone"` reads and
    /// writes `{"owner": {"phone": ...}}`. Leading `$` characters are stripped from both sides;
    /// a backslash makes the next character literal (`"a\\.b"` is the key `a.b`). `@Key` on a
    /// property wins over this table. Include `super.keyMapping` when a superclass maps some
    /// keys too.
    ///
    /// ```swift
    /// final class Contact: JSONModel {
    ///     var identifier = ""
    ///     var ownerPhone = ""
    ///     override class var keyMapping: [String: String] {
    ///         ["identifier": "id", "ownerPhone": "owner.phone"]
    ///     }
    /// }
    /// ```
    open class var keyMapping: [String: String] {
        [:]
    }

    /// The class to create for a JSON object decoded where this class is declared: a property,
    /// an array or dictionary element, or a top-level call.
    ///
    /// Override it to pick a subclass from the JSON, for example from a `"type"` member. The
    /// answer must be this class or a subclass; anything else is a schema error. It is asked
    /// once per object, and not again for the class it returns.
    ///
    /// ```swift
    /// class Shape: JSONModel {
    ///     override class func classForDecoding(from object: [String: JSONValue]) -> JSONModel.Type {
    ///         object["type"] == "circle" ? Circle.self : self
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter object: The members of the JSON object.
    /// - Returns: The class to instantiate (default: `self`).
    open class func classForDecoding(from object: [String: JSONValue]) -> JSONModel.Type {
        self
    }

    /// Decodes one property itself instead of the default mapping.
    ///
    /// Called for every property, in declaration order, after a ``JSONModelCoder``'s decode
    /// hook (when it did not handle the property) and before the default mapping. Set the
    /// property and return `true` to skip the default mapping (the property then counts as
    /// present); return `false` to let it run. A thrown error fails the decode with the
    /// property's path.
    ///
    /// - Parameters:
    ///   - property: The property: its Swift name and its JSON key.
    ///   - object: The members of the model's JSON object.
    /// - Returns: Whether the property was handled.
    /// - Throws: Any error, to fail the decode: a ``JSONModelError`` as it is, any other error
    ///   as code `hookFailed`; both with the property's path.
    open func decodeProperty(_ property: JSONModel.Property, from object: [String: JSONValue]) throws -> Bool {
        false
    }

    /// Encodes one property itself instead of the default mapping.
    ///
    /// Called for every property, in declaration order, after a ``JSONModelCoder``'s encode
    /// hook (when it did not handle the property) and before the default mapping. Add members
    /// to `object` and return `true` to skip the default mapping; return `false` to let it
    /// run. Members are written in declaration order, then any other members in key order.
    ///
    /// - Parameters:
    ///   - property: The property: its Swift name and its JSON key.
    ///   - object: The members written so far.
    /// - Returns: Whether the property was handled.
    /// - Throws: Any error, to fail the encode: a ``JSONModelError`` as it is, any other error
    ///   as code `hookFailed`; both with the property's path.
    open func encodeProperty(_ property: JSONModel.Property, into object: inout [String: JSONValue]) throws -> Bool {
        false
    }

    /// Validates the model after its properties are decoded; a thrown error fails the decode.
    ///
    /// Runs after every property is set, nested models first. The error reaches the caller
    /// as a ``JSONModelError`` with the model's path (a thrown `JSONModelError` is kept as it
    /// is; any other error becomes one with code `validationFailed` and the error's text).
    /// It also runs after a successful ``update(fromJSONString:options:)``, and a failure
    /// there undoes the update. JSON text is decoded in one pass, so it may run for a model
    /// read before a syntax error later in the text; that decode still fails with the syntax
    /// error, and returns no model.
    open func didDecode() throws {}

    /// Called just before the model is encoded, for example to update derived properties.
    open func willEncode() {}

    /// What a valid value of each property is, beyond its type, by Swift property name:
    /// ranges, lengths, patterns, allowed values, sizes of collections.
    ///
    /// Decoding checks them (unless ``DecodingOptions/checksConstraints`` is off) and fails
    /// with ``JSONModelError/Code/constraintViolated`` at the offending value;
    /// ``validate()`` checks a model built or changed in code; ``jsonSchema(options:)``
    /// publishes each as its JSON Schema keyword (except, in a decoding schema, on a value the
    /// decoder converts first, with `@Lossy` or a transform: the constraints judge the converted
    /// value, not the JSON). An optional property is checked only when it holds a value. An unknown name, or a constraint that cannot apply to the property's type
    /// (`.length` on an `Int`), is a ``JSONModelError/Code/schemaError`` at first use.
    ///
    /// ```swift
    /// override class var constraints: [String: [Constraint]] {
    ///     ["age": [.range(13...150)], "email": [.length(3...254), .pattern("^[^@]+@[^@]+$")]]
    /// }
    /// ```
    ///
    /// A subclass adds to its superclass's:
    /// `super.constraints.merging(["nickname": [.length(...20)]]) { $0 + $1 }`.
    open class var constraints: [String: [Constraint]] {
        [:]
    }

    /// Checks that need several properties at once, such as two passwords that must match.
    ///
    /// A rule runs after the properties are decoded, before ``didDecode()``, once every property
    /// it names decoded without error, even when other properties failed, so one error lists
    /// everything. A rule that does not hold fails with
    /// ``JSONModelError/Code/constraintViolated``, its name as ``JSONModelError/constraint``.
    ///
    /// ```swift
    /// override class var rules: [Rule] {
    ///     [Rule("passwordsMatch", properties: ["password", "confirm"], message: "the passwords differ") {
    ///         (m: SignUp) in m.password == m.confirm
    ///     }]
    /// }
    /// ```
    ///
    /// Include `super.rules` when a superclass has rules too.
    open class var rules: [Rule] {
        []
    }

    /// What the class's properties mean, by Swift property name, for
    /// ``jsonSchema(options:)``: each text becomes the property's `description`.
    ///
    /// ```swift
    /// override class var propertyDescriptions: [String: String] {
    ///     ["name": "The full name, as on the passport", "cars": "Cars owned, newest first"]
    /// }
    /// ```
    ///
    /// Include `super.propertyDescriptions` when a superclass describes some too.
    open class var propertyDescriptions: [String: String] {
        [:]
    }

    /// What the class means, for ``jsonSchema(options:)``: the model's `description`
    /// (default `nil`: none).
    open class var modelDescription: String? {
        nil
    }

    /// The tag of this class's element in XML (with the JSONModelXML module): by default the
    /// class name with a lowercased first letter (`Person` → `person`).
    ///
    /// Declared here because a member that subclasses override cannot be added from another
    /// module. It also names the items of collections of this class.
    open class var xmlRootTag: String {
        let name = String(describing: self)
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// Properties registered with key paths, in addition to those reflection finds.
    ///
    /// Use it for computed read-write properties, or so that a model keeps working in builds
    /// that strip reflection metadata. An entry with the same Swift name as a reflected
    /// property replaces it in place; other entries come after the reflected properties.
    /// Include `super.keyPathProperties` when a superclass registers some too.
    ///
    /// ```swift
    /// class Person: JSONModel {
    ///     var first = ""
    ///     var last = ""
    ///     var fullName: String {
    ///         get { first + " " + last }
    ///         set { (first, last) = split(newValue) }
    ///     }
    ///     override class var keyPathProperties: [KeyPathProperty] {
    ///         super.keyPathProperties + [KeyPathProperty("fullName", \Person.fullName)]
    ///     }
    /// }
    /// ```
    open class var keyPathProperties: [KeyPathProperty] {
        []
    }

    /// The class name followed by the model's compact JSON, for debugging and `print`.
    open var debugDescription: String {
        let typeName = String(describing: type(of: self))
        do {
            let json = try toJSONString(options: EncodingOptions(prettyPrinted: false))
            return "\(typeName) \(json)"
        } catch {
            return "\(typeName) (not encodable: \(error))"
        }
    }

    /// Makes `modelClasses` known by name to ``JSONModelCoder/decode(rootClassNamed:fromJSONString:)``.
    ///
    /// Classes that have been decoded or encoded once are known already; register the others.
    ///
    /// - Parameter modelClasses: Model classes.
    public static func register(_ modelClasses: JSONModel.Type...) {
        for modelClass in modelClasses {
            ModelClassDirectory.record(modelClass)
        }
    }

    /// Builds the codec for this class; `Self` makes it typed with the dynamic subclass.
    ///
    /// - Throws: `schemaError` when `modelClass` is not this class or a subclass, so instances
    ///   of it could not be stored where a `Self` is declared.
    class func makeModelCodec(
        instantiating modelClass: JSONModel.Type,
        schema: ModelSchema?
    ) throws(JSONModelError) -> AnyValueCodec {
        guard modelClass is Self.Type else {
            throw JSONModelError(
                code: .schemaError,
                message: "\(modelClass) is not \(Self.self) or a subclass of it"
            )
        }
        return ModelCodec<Self>(modelClass: modelClass, schema: schema)
    }
}
