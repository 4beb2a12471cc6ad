/// A value type mapped to JSON by the same engine as ``JSONModel``: declare stored `var`s with
/// defaults, and decode.
///
/// ```swift
/// struct Point: JSONStruct {
///     var x = 0.0
///     var y = 0.0
///     @JSONOptional var label: String? = nil   // inside a struct, @Optional is Swift.Optional
/// }
///
/// let point = try Point.fromJSONString(#"{"x": 1, "y": 2.5}"#)
/// let text = try point.toJSONString()
/// let points = try Point.arrayFromJSONString("[{\"x\": 1, \"y\": 2}]")
/// ```
///
/// The mapped properties are the stored `var`s in declaration order; `let` constants are not
/// mapped (a struct's `let` cannot be changed after `init()`). Every wrapper, key rule, date
/// rule, transform and option works as on a class. What needs a class instance does not apply:
/// hooks, ``JSONModel/decodeProperty(_:from:)``, polymorphism and key-path registration.
/// A struct can be a property of a model, an array element, and so on.
public protocol JSONStruct: JSONModelWrapperNames {
    /// Creates a value with every property at its declared default.
    init()

    /// How this type turns property names into JSON keys (default ``JSONModel/KeyStyle/snakeCase``).
    static var keyStyle: JSONModel.KeyStyle { get }

    /// How this type reads and writes `Date` properties that have no date wrapper (default
    /// ``JSONModel/DateStrategy/iso8601``).
    static var dateStrategy: JSONModel.DateStrategy { get }

    /// Property name → JSON key for the properties whose key the key style does not give; a
    /// key with dots is a nested path (see ``JSONModel/keyMapping``).
    static var keyMapping: [String: String] { get }

    /// What the type's properties mean, by Swift property name, for
    /// ``JSONStruct/jsonSchema(options:)``: each text becomes the property's `description`
    /// (see ``JSONModel/propertyDescriptions``).
    static var propertyDescriptions: [String: String] { get }

    /// What the type means, for ``JSONStruct/jsonSchema(options:)``: its `description`.
    static var modelDescription: String? { get }

    /// What a valid value of each property is, beyond its type, by Swift property name (see
    /// ``JSONModel/constraints``).
    static var constraints: [String: [JSONModel.Constraint]] { get }

    /// Checks that need several properties at once (see ``JSONModel/rules``); each rule's
    /// closure takes the struct.
    static var rules: [JSONModel.Rule] { get }

    /// Validates or completes the value after its properties are decoded; a thrown error fails
    /// the decode.
    ///
    /// Runs once per decoded value, nested values first, from every source (JSON text,
    /// dictionaries, XML). Declare it `mutating` to fill derived properties, and `throws` to
    /// reject a value; a plain `func didDecode()` works too. A ``JSONModelError`` it throws is
    /// passed on with the type named; any other error becomes
    /// ``JSONModelError/Code/validationFailed``. The default does nothing.
    ///
    /// ```swift
    /// struct Range: JSONStruct {
    ///     var low = 0
    ///     var high = 0
    ///
    ///     mutating func didDecode() throws {
    ///         guard low <= high else { throw RangeError.inverted }
    ///     }
    /// }
    /// ```
    mutating func didDecode() throws
}

extension JSONStruct {
    /// The default: ``JSONModel/KeyStyle/snakeCase``.
    public static var keyStyle: JSONModel.KeyStyle { .snakeCase }

    /// The default: ``JSONModel/DateStrategy/iso8601``.
    public static var dateStrategy: JSONModel.DateStrategy { .iso8601 }

    /// The default: no mapped keys.
    public static var keyMapping: [String: String] { [:] }

    /// The default: no property descriptions.
    public static var propertyDescriptions: [String: String] { [:] }

    /// The default: no description.
    public static var modelDescription: String? { nil }

    /// The default: no constraints.
    public static var constraints: [String: [JSONModel.Constraint]] { [:] }

    /// The default: no rules.
    public static var rules: [JSONModel.Rule] { [] }

    /// The default: nothing to validate.
    public mutating func didDecode() throws {}
}
