import Foundation

/// In DEBUG builds, tells the developer once per property when a decode leaves the property at
/// its default while the object holds the key another key style gives it: `firstName` in the
/// JSON for a property whose key is `first_name`.
///
/// Keys are snake_case by default; a payload written with Swift's own names (what HandyJSON and
/// KakaJSON read) would otherwise decode every optional property to `nil` with no error.
struct KeyStyleHints: Sendable {
    /// A key of another style and the property it belongs to.
    private let propertyByKey: [String: Int]
    /// Every property, to skip objects that set them all.
    private let everyProperty: PropertySet

    /// The properties already warned about, as `Type.property`.
    static let warned = Locked<Set<String>>([])

    /// The hints of a schema's properties, or `nil` when no other style gives a property a
    /// different key that is free (not the key of another property).
    init?(properties: [SchemaProperty], root: KeyGroup) {
        var propertyByKey: [String: Int] = [:]
        var every = PropertySet(count: properties.count)
        for (index, property) in properties.enumerated() {
            every.insert(index)
            let keys = [JSONModel.KeyStyle.snakeCase, .unchanged].map { $0.key(for: property.name) }
            // Only keys a style gave: a key mapped by hand (`@Key`, `keyMapping`, a path) is meant.
            guard property.path.count == 1, keys.contains(property.key) else { continue }
            for key in keys where key != property.key && root.index(ofKey: key) == nil {
                propertyByKey[key] = index
            }
        }
        guard !propertyByKey.isEmpty else { return nil }
        self.propertyByKey = propertyByKey
        self.everyProperty = every
    }

    /// Warns about each property not in `seen` whose other-style key is one of the object's
    /// `unknownKeys` (an other-style key is never a key of the model).
    func check(_ schema: ModelSchema, seen: PropertySet, unknownKeys: [String]) {
        if seen.contains(all: everyProperty) { return }
        for key in unknownKeys {
            guard let propertyIndex = propertyByKey[key], !seen.contains(propertyIndex) else { continue }
            let property = schema.properties[propertyIndex]
            let name = "\(schema.type).\(property.name)"
            guard Self.warned.withLock({ $0.insert(name).inserted }) else { continue }
            FileHandle.standardError.write(Data((Self.message(for: property, in: schema, jsonKey: key) + "\n").utf8))
        }
    }

    /// What the warning says.
    static func message(for property: SchemaProperty, in schema: ModelSchema, jsonKey: String) -> String {
        let style = styleName(of: jsonKey, property: property)
        let setting =
            schema.modelType.modelClass == nil
            ? "static var keyStyle: JSONModel.KeyStyle { .\(style) }"
            : "override class var keyStyle: KeyStyle { .\(style) }"
        return
            "JSONModelKit: \(schema.type).\(property.name) kept its default value: the JSON object has no key "
            + "\"\(property.key)\" but has \"\(jsonKey)\", the property's key in key style .\(style). "
            + "Keys are snake_case by default: declare \(setting) on \(schema.type) (or use "
            + "JSONModelCoder(keyStyle: .\(style))), or map this property with @Key(\"\(jsonKey)\")."
    }

    private static func styleName(of key: String, property: SchemaProperty) -> String {
        key == JSONModel.KeyStyle.unchanged.key(for: property.name) ? "unchanged" : "snakeCase"
    }
}
