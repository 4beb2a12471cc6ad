import JSONModelKit

/// A model class's layout and how the writer reads each of its properties, made once per class
/// for each document written.
struct XMLModelPlan {
    let layout: XMLLayout
    /// How to read each property, by property index.
    let accesses: [XMLPropertyAccess]

    /// The plan of `model`'s class, judged from `model`.
    init(layout: XMLLayout, model: JSONModel) {
        var storedNames = Set<String>()
        var mirror: Mirror? = Mirror(reflecting: model)
        while let current = mirror {
            for child in current.children {
                if let label = child.label { storedNames.insert(label) }
            }
            mirror = current.superclassMirror
        }
        self.layout = layout
        self.accesses = layout.description.properties.map { property in
            XMLPropertyAccess.of(property, in: model, storedNames: storedNames)
        }
    }
}
