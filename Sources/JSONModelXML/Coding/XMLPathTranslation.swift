import JSONModelKit

/// Turns the JSON path of a decoding error into the XML path of the same place:
/// `children[1].age` becomes `person.children.person[1].age` (root tag, wrapped collections'
/// item tags, inline items under their item tag, attributes as `@name`).
enum XMLPathTranslation {
    static func xmlPath(
        for jsonPath: [JSONModelError.PathComponent],
        rootTag: String,
        rootShape: ValueShape
    ) -> [JSONModelError.PathComponent] {
        var result: [JSONModelError.PathComponent] = [.key(rootTag)]
        var shape = rootShape
        var role = XMLPropertyRole()
        if case .array = rootShape {
            // The items of an array document sit directly in the root element.
            role.isInline = true
        }
        for component in jsonPath {
            switch (component, shape) {
            case (.key(let key), .model), (.key(let key), .structType):
                let layoutType: any Any.Type
                if case .model(let modelClass) = shape {
                    layoutType = modelClass
                } else if case .structType(let structType) = shape {
                    layoutType = structType
                } else {
                    layoutType = JSONModel.self
                }
                guard let layout = try? XMLLayout.of(layoutType),
                    let property = layout.description.properties.first(where: { $0.key == key })
                else {
                    result.append(component)
                    shape = .any
                    continue
                }
                if property.xmlRole.isAttribute {
                    result.append(.key("@" + key))
                } else if !property.xmlRole.isInline {
                    result.append(.key(key))
                }
                shape = property.shape
                role = property.xmlRole
            case (.index(let position), .array(let elementShape)):
                let itemTag = role.itemTag ?? XMLLayout.defaultItemTag(for: elementShape)
                result.append(.key(itemTag))
                result.append(.index(position))
                shape = elementShape
                role = XMLPropertyRole()
            case (.key(let key), .dictionary(let valueShape)):
                result.append(.key("entry"))
                result.append(.key(key))
                shape = valueShape
                role = XMLPropertyRole()
            default:
                result.append(component)
            }
        }
        return result
    }
}
