import Foundation

/// Recognizes what the Observation module's `@Observable` macro adds to a class, from the
/// fields reflection lists.
///
/// The macro turns each stored `var name` of the class it is attached to into a computed
/// property over a new stored field `_name` (so `_secret` becomes `__secret`), and adds a
/// `let _$observationRegistrar`. Reflection sees only the stored fields, so a class level is
/// taken as observable when it declares that registrar (a name no user can write: `$` is not
/// allowed in identifiers), and each of its own `var` fields whose name starts with `_` as
/// the storage of the property without that underscore. Superclasses and subclasses without
/// the macro keep their names as written.
///
/// The one ambiguity: an `@ObservationIgnored var _name` of an observable class is not
/// transformed, yet looks the same, so it maps as `name`; give it `@Key("_name")` to keep the key.
enum ObservationStorage {
    /// The name of the registrar the macro adds.
    static let registrarName = "_$observationRegistrar"

    /// The offsets of the fields in `fields` (all of `type`'s, superclass fields first) that
    /// are the macro's storage of an observed property.
    static func offsets(in fields: [ReflectedField], of type: any Any.Type) -> Set<Int> {
        guard type is AnyClass, fields.contains(where: { $0.name == registrarName }) else { return [] }
        var offsets = Set<Int>()
        var level: AnyClass? = type as? AnyClass
        var end = fields.count
        // Each class level's own fields follow its superclass's.
        while let levelClass = level, end > 0 {
            let superclass: AnyClass? = _getSuperclass(levelClass)
            let start = min(end, superclass.map { FieldReflection.fieldCount(of: $0) } ?? 0)
            let own = fields[start..<end]
            if own.contains(where: { $0.name == registrarName }) {
                for field in own where field.name.hasPrefix("_") && field.name != registrarName {
                    offsets.insert(field.offset)
                }
            }
            end = start
            level = superclass
        }
        return offsets
    }
}

extension ObservationStorage {
    /// The observed properties already warned about, as `Class.property`.
    private static let warned = Locked<Set<String>>([])

    /// In DEBUG builds, says once per property that an update changed observed storage
    /// directly, so observers (SwiftUI views) were not told, and how to fix it.
    static func warnOfUnnotifiedUpdate(of properties: [SchemaProperty], in modelClass: JSONModel.Type) {
        #if DEBUG
            for property in properties where property.isObservedStorage {
                let name = "\(modelClass).\(property.name)"
                let isNew = warned.withLock { $0.insert(name).inserted }
                guard isNew else { continue }
                let message =
                    "JSONModelKit: update(from…) changed \(name) without notifying observers: register it with a key path, override class var keyPathProperties: [KeyPathProperty] { [KeyPathProperty(\"\(property.name)\", \\\(modelClass).\(property.name))] }\n"
                FileHandle.standardError.write(Data(message.utf8))
            }
        #endif
    }
}
