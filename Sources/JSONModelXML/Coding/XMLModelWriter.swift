import Foundation
import JSONModelKit

/// Writes models as XML: attributes, text, child elements, wrapped and inline collections.
///
/// Nested models are walked as objects (so a subclass instance is written with its own
/// properties); everything else is written from the value's JSON, which applies the same
/// date strategies, enums and transforms as JSON encoding.
struct XMLModelWriter {
    var output: XMLTextWriter
    let options: XMLOptions
    /// The plans of the model classes written so far.
    private var plans: [ObjectIdentifier: XMLModelPlan] = [:]
    /// Stops the recursion (a few frames per nested model, struct or collection) before the
    /// thread's stack runs out: `maxDepth` allows 512 levels, a thread may have 512 KiB or less.
    private let stackGuard = StackGuard()

    init(options: XMLOptions) {
        self.options = options
        self.output = XMLTextWriter(prettyPrinted: options.resolvedPrettyPrinted)
    }

    /// Writes `model` as the element `tag`.
    ///
    /// Recursive through ``writeChild(_:value:json:depth:)``, which calls it for each nested
    /// model: neither is inlined into the other, and the collections of models are written by
    /// functions of their own, so that each level's frames stay small.
    @inline(never)
    mutating func writeModel(
        _ model: JSONModel,
        tag: String,
        depth: Int,
        extraAttribute: (String, String)? = nil
    ) throws(JSONModelError) {
        guard depth < options.encoding.maxDepth else { throw Self.depthExceeded(options.encoding.maxDepth) }
        guard stackGuard.hasRoom() else { throw StackGuard.exhaustedError() }
        let plan = try plan(for: model)
        let properties = plan.layout.description.properties
        let encoding = options.encoding
        try writeElement(plan.layout, tag: tag, depth: depth, extraAttribute: extraAttribute) {
            index throws(JSONModelError) in
            try plan.accesses[index].jsonValue(of: properties[index], in: model, options: encoding)
        } child: { writer, index, depth throws(JSONModelError) in
            let property = properties[index]
            try writer.writeChild(
                property,
                value: { property.value(of: model) },
                json: { () throws(JSONModelError) in
                    try plan.accesses[index].jsonValue(of: property, in: model, options: encoding)
                },
                depth: depth
            )
        }
    }

    /// The error for a model at depth `maxDepth`.
    @inline(never)
    private static func depthExceeded(_ maxDepth: Int) -> JSONModelError {
        JSONModelError(
            code: .tooDeeplyNested,
            message: "models nest deeper than the maximum depth \(maxDepth) (a reference cycle?)"
        )
    }

    /// The plan of `model`'s class, made on first use.
    @inline(never)
    private mutating func plan(for model: JSONModel) throws(JSONModelError) -> XMLModelPlan {
        let identifier = ObjectIdentifier(type(of: model))
        if let plan = plans[identifier] { return plan }
        let plan = XMLModelPlan(layout: try XMLLayout.of(type(of: model)), model: model)
        plans[identifier] = plan
        return plan
    }

    /// Writes a struct (or any object without subclasses) from its JSON members.
    mutating func writeObject(
        _ members: [String: JSONValue],
        layout: XMLLayout,
        tag: String,
        depth: Int,
        extraAttribute: (String, String)? = nil
    ) throws(JSONModelError) {
        try writeElement(layout, tag: tag, depth: depth, extraAttribute: extraAttribute) {
            index throws(JSONModelError) in
            members[layout.description.properties[index].key]
        } child: { writer, index, depth throws(JSONModelError) in
            let property = layout.description.properties[index]
            guard let value = members[property.key] else { return }
            try writer.writeValue(value, tag: property.key, shape: property.shape, role: property.xmlRole, depth: depth)
        }
    }

    /// Writes an element of `layout`: its start tag with the attributes, then its text or its
    /// children (`child` writes the property at an index, one level deeper), then its end tag.
    ///
    /// On the recursion path of nested models, so the start tag and the text are written by
    /// functions of their own.
    private mutating func writeElement(
        _ layout: XMLLayout,
        tag: String,
        depth: Int,
        extraAttribute: (String, String)?,
        json: (Int) throws(JSONModelError) -> JSONValue?,
        child: (inout XMLModelWriter, Int, Int) throws(JSONModelError) -> Void
    ) throws(JSONModelError) {
        let properties = layout.description.properties
        try writeStartTag(layout, tag: tag, extraAttribute: extraAttribute, json: json)
        if let textIndex = layout.text {
            try writeText(
                of: properties[textIndex],
                tag: tag,
                json: { () throws(JSONModelError) in try json(textIndex) }
            )
            return
        }
        let before = output.bytes.count
        output.closeStartTag()
        let afterStart = output.bytes.count
        for index in layout.elements {
            let property = properties[index]
            do throws(JSONModelError) {
                try child(&self, index, depth + 1)
            } catch {
                throw Self.located(error, at: property)
            }
        }
        if output.bytes.count == afterStart {
            // No child was written: `<tag/>` instead of `<tag></tag>`.
            output.dropLast(output.bytes.count - before)
            output.closeEmptyElement()
        } else {
            output.indent(depth)
            output.endTag(tag)
        }
    }

    /// Writes `<tag`, the extra attribute and the attributes of `layout` (read with `json`),
    /// leaving the start tag open.
    @inline(never)
    private mutating func writeStartTag(
        _ layout: XMLLayout,
        tag: String,
        extraAttribute: (String, String)?,
        json: (Int) throws(JSONModelError) -> JSONValue?
    ) throws(JSONModelError) {
        let properties = layout.description.properties
        try output.openStartTag(tag)
        if let (name, value) = extraAttribute {
            try output.attribute(name, value)
        }
        for index in layout.attributes {
            let property = properties[index]
            do throws(JSONModelError) {
                guard let value = try json(index), let text = Self.text(of: value) else { continue }
                try output.attribute(property.key, text)
            } catch {
                throw Self.located(error, at: property)
            }
        }
    }

    /// Closes the open start tag of `tag` with the `@XMLText` property's text (read with `json`)
    /// and the end tag, or as an empty element.
    @inline(never)
    private mutating func writeText(
        of property: PropertyDescription,
        tag: String,
        json: () throws(JSONModelError) -> JSONValue?
    ) throws(JSONModelError) {
        let value: JSONValue?
        do throws(JSONModelError) {
            value = try json()
        } catch {
            throw Self.located(error, at: property)
        }
        guard let value, let text = Self.text(of: value), !text.isEmpty else {
            output.closeEmptyElement()
            return
        }
        output.closeStartTag()
        try output.text(text)
        output.endTag(tag)
    }

    /// Writes one child property of a model instance.
    @inline(never)
    private mutating func writeChild(
        _ property: PropertyDescription,
        value: () -> Any,
        json: () throws(JSONModelError) -> JSONValue?,
        depth: Int
    ) throws(JSONModelError) {
        switch property.shape {
        case .model:
            if let model = value() as? JSONModel {
                output.indent(depth)
                try writeModel(model, tag: property.key, depth: depth)
            } else if options.encoding.nilEncoding == .null {
                output.indent(depth)
                try output.openStartTag(property.key)
                output.closeEmptyElement()
            }
        case .array(.model(let elementClass)):
            try writeModelList(property, elementClass: elementClass, value: value(), depth: depth)
        case .dictionary(.model):
            guard let models = value() as? any XMLModelDictionary else { return }
            try writeModelDictionary(property, models: models, depth: depth)
        default:
            guard let value = try json() else { return }
            try writeValue(value, tag: property.key, shape: property.shape, role: property.xmlRole, depth: depth)
        }
    }

    /// Writes a collection of models (`value`, `nil` or a sequence of `elementClass`), wrapped
    /// or inline.
    @inline(never)
    private mutating func writeModelList(
        _ property: PropertyDescription,
        elementClass: JSONModel.Type,
        value: Any,
        depth: Int
    ) throws(JSONModelError) {
        let role = property.xmlRole
        guard let models = Self.models(in: value) else {
            if options.encoding.nilEncoding == .null {
                output.indent(depth)
                try output.textElement(property.key, "")
            }
            return
        }
        let itemTag = role.itemTag ?? elementClass.xmlRootTag
        var itemDepth = depth
        if !role.isInline {
            output.indent(depth)
            try output.openStartTag(property.key)
            if models.isEmpty {
                output.closeEmptyElement()
                return
            }
            output.closeStartTag()
            itemDepth += 1
        }
        for (position, model) in models.enumerated() {
            output.indent(itemDepth)
            do throws(JSONModelError) {
                try writeModel(model, tag: itemTag, depth: itemDepth)
            } catch {
                throw Self.located(error, atItem: position, tagged: itemTag)
            }
        }
        if !role.isInline {
            output.indent(depth)
            output.endTag(property.key)
        }
    }

    /// Writes a dictionary of models as `<entry key="...">` elements sorted by key.
    @inline(never)
    private mutating func writeModelDictionary(
        _ property: PropertyDescription,
        models: any XMLModelDictionary,
        depth: Int
    ) throws(JSONModelError) {
        output.indent(depth)
        try output.openStartTag(property.key)
        output.closeStartTag()
        for (key, model) in models.xmlModelEntries {
            output.indent(depth + 1)
            try writeModel(model, tag: "entry", depth: depth + 1, extraAttribute: ("key", key))
        }
        output.indent(depth)
        output.endTag(property.key)
    }

    /// Writes a value from its JSON: scalars as text, arrays as items, structs by their
    /// layout, dictionaries as `<entry key="...">` items.
    mutating func writeValue(
        _ value: JSONValue,
        tag: String,
        shape: ValueShape,
        role: XMLPropertyRole,
        depth: Int
    ) throws(JSONModelError) {
        // Structs and collections nest without models (`[[Int]]`, a recursive struct).
        guard stackGuard.hasRoom() else { throw StackGuard.exhaustedError() }
        switch (value, shape) {
        case (.null, _):
            output.indent(depth)
            try output.openStartTag(tag)
            output.closeEmptyElement()
        case (.array(let items), .array(let elementShape)):
            let itemTag = role.itemTag ?? XMLLayout.defaultItemTag(for: elementShape)
            var itemDepth = depth
            if !role.isInline {
                output.indent(depth)
                try output.openStartTag(tag)
                if items.isEmpty {
                    output.closeEmptyElement()
                    return
                }
                output.closeStartTag()
                itemDepth += 1
            }
            for item in items {
                try writeValue(item, tag: itemTag, shape: elementShape, role: XMLPropertyRole(), depth: itemDepth)
            }
            if !role.isInline {
                output.indent(depth)
                output.endTag(tag)
            }
        case (.object(let members), .structType(let structType)):
            output.indent(depth)
            try writeObject(members, layout: try XMLLayout.of(structType), tag: tag, depth: depth)
        case (.object(let members), .dictionary(let valueShape)):
            output.indent(depth)
            try output.openStartTag(tag)
            if members.isEmpty {
                output.closeEmptyElement()
                return
            }
            output.closeStartTag()
            for key in members.keys.sorted() {
                guard let member = members[key] else { continue }
                try writeEntry(member, key: key, shape: valueShape, depth: depth + 1)
            }
            output.indent(depth)
            output.endTag(tag)
        default:
            output.indent(depth)
            try output.textElement(tag, Self.text(of: value, shape: shape) ?? "")
        }
    }

    /// `<entry key="k">value</entry>` for a dictionary member.
    private mutating func writeEntry(
        _ value: JSONValue,
        key: String,
        shape: ValueShape,
        depth: Int
    ) throws(JSONModelError) {
        output.indent(depth)
        switch (value, shape) {
        case (.object(let members), .structType(let structType)):
            try writeObject(
                members,
                layout: try XMLLayout.of(structType),
                tag: "entry",
                depth: depth,
                extraAttribute: ("key", key)
            )
        default:
            guard XMLLayout.isScalar(shape) else {
                throw JSONModelError(
                    code: .unsupportedType,
                    message: "dictionaries of collections cannot be written as XML"
                )
            }
            try output.openStartTag("entry")
            try output.attribute("key", key)
            let text = Self.text(of: value, shape: shape) ?? ""
            if text.isEmpty {
                output.closeEmptyElement()
            } else {
                output.closeStartTag()
                try output.text(text)
                output.endTag("entry")
            }
        }
    }

    /// The text of a scalar JSON value (`nil` for `null`).
    static func text(of value: JSONValue, shape: ValueShape = .string) -> String? {
        if case .any = shape { return value.jsonString() }
        switch value {
        case .null: return nil
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return number.description
        case .string(let text): return text
        case .array, .object: return value.jsonString()
        }
    }

    /// The models of an array or set value, or `nil` when it is `nil`.
    @inline(never)
    private static func models(in value: Any) -> [JSONModel]? {
        if let sequence = value as? any XMLModelSequence { return sequence.xmlModels }
        if let models = value as? [JSONModel] { return models }
        if let sequence = value as? any Sequence {
            return sequence.compactMap { $0 as? JSONModel }
        }
        return nil
    }

    /// Adds the item's element and position to the path of a failure inside it.
    @inline(never)
    private static func located(_ error: JSONModelError, atItem position: Int, tagged tag: String) -> JSONModelError {
        var failure = error
        failure.rewritePaths { path in ([.key(tag), .index(position)] + path, nil, nil, nil) }
        return failure
    }

    /// Adds the property's element to the path of a failure inside it.
    @inline(never)
    private static func located(_ error: JSONModelError, at property: PropertyDescription) -> JSONModelError {
        var failure = error
        let name = property.xmlRole.isAttribute ? "@" + property.key : property.key
        failure.rewritePaths { path in (property.xmlRole.isInline ? path : [.key(name)] + path, nil, nil, nil) }
        return failure
    }
}

extension XMLTextWriter {
    /// Removes the last `count` bytes (an opened start tag that turns out to be empty).
    mutating func dropLast(_ count: Int) {
        removeLastBytes(count)
    }
}
