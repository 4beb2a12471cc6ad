import Foundation
import JSONModelKit

extension JSONModel {
    /// Decodes a model from XML text.
    ///
    /// ```swift
    /// let person = try Person.fromXMLString(#"<person id="7"><name>Ann</name></person>"#)
    /// ```
    ///
    /// The root element's name is not checked. Child elements and attributes are matched to
    /// properties by the same keys as JSON (snake_case by default, `keyMapping`, `@Key`); text
    /// is read with the same rules as JSON values of the property's type.
    ///
    /// - Parameters:
    ///   - string: An XML document.
    ///   - options: Reading settings; the defaults are strict.
    /// - Returns: A new, fully decoded instance.
    /// - Throws: ``JSONModelKit/JSONModelError`` with an XML path (`person.children.person[1].age`)
    ///   and the line and column in the XML.
    public static func fromXMLString(
        _ string: String,
        options: XMLOptions = XMLOptions()
    ) throws(JSONModelError) -> Self {
        try UTF8Input.withBytes(of: string) { bytes throws(JSONModelError) in
            try XMLDocumentDecoding.decodeXMLModel(self, from: bytes, options: options)
        }
    }

    /// Decodes a model from UTF-8 XML data.
    ///
    /// - Parameters:
    ///   - data: An XML document in UTF-8.
    ///   - options: Reading settings; the defaults are strict.
    /// - Returns: A new, fully decoded instance.
    /// - Throws: ``JSONModelKit/JSONModelError``, as ``fromXMLString(_:options:)``.
    public static func fromXMLData(_ data: Data, options: XMLOptions = XMLOptions()) throws(JSONModelError) -> Self {
        try UTF8Input.withBytes(of: data) { bytes throws(JSONModelError) in
            try XMLDocumentDecoding.decodeXMLModel(self, from: bytes, options: options)
        }
    }

    /// Encodes the model as XML text.
    ///
    /// - Parameter options: Layout, declaration and root tag.
    /// - Returns: An XML document whose root element is ``xmlRootTag`` (or the options' tag).
    /// - Throws: ``JSONModelKit/JSONModelError``: a value XML cannot hold, or a schema problem.
    public func toXMLString(options: XMLOptions = XMLOptions()) throws(JSONModelError) -> String {
        String(decoding: try xmlBytes(options: options), as: UTF8.self)
    }

    /// Encodes the model as UTF-8 XML data.
    ///
    /// - Parameter options: Layout, declaration and root tag.
    /// - Returns: An XML document in UTF-8.
    /// - Throws: ``JSONModelKit/JSONModelError``, as ``toXMLString(options:)``.
    public func toXMLData(options: XMLOptions = XMLOptions()) throws(JSONModelError) -> Data {
        Data(try xmlBytes(options: options))
    }

    private func xmlBytes(options: XMLOptions) throws(JSONModelError) -> [UInt8] {
        var writer = XMLModelWriter(options: options)
        if options.includesDeclaration { writer.output.declaration() }
        let tag = options.rootTag ?? type(of: self).xmlRootTag
        do throws(JSONModelError) {
            try writer.writeModel(self, tag: tag, depth: 0)
        } catch {
            var failure = error
            failure.rewritePaths { path in ([.key(tag)] + path, nil, nil, nil) }
            throw failure
        }
        return writer.output.bytes
    }
}

extension JSONModelArrayDecoding where Self: JSONModel {
    /// Decodes the child elements of the root element as models.
    ///
    /// ```swift
    /// let people = try Person.arrayFromXMLString("<people><person>...</person><person>...</person></people>")
    /// ```
    ///
    /// - Parameters:
    ///   - string: An XML document whose root element holds one element per model (any names).
    ///   - options: Reading settings; the defaults are strict.
    /// - Returns: One new instance per child element, in order.
    /// - Throws: ``JSONModelKit/JSONModelError`` with an XML path (`people.person[3].name`).
    public static func arrayFromXMLString(
        _ string: String,
        options: XMLOptions = XMLOptions()
    ) throws(JSONModelError) -> [Self] {
        try UTF8Input.withBytes(of: string) { bytes throws(JSONModelError) in
            try XMLDocumentDecoding.decodeArray(self, from: bytes, options: options)
        }
    }

    /// Decodes the child elements of the root element of UTF-8 XML data as models.
    ///
    /// - Parameters:
    ///   - data: An XML document in UTF-8.
    ///   - options: Reading settings; the defaults are strict.
    /// - Returns: One new instance per child element, in order.
    /// - Throws: ``JSONModelKit/JSONModelError``, as ``arrayFromXMLString(_:options:)``.
    public static func arrayFromXMLData(
        _ data: Data,
        options: XMLOptions = XMLOptions()
    ) throws(JSONModelError) -> [Self] {
        try UTF8Input.withBytes(of: data) { bytes throws(JSONModelError) in
            try XMLDocumentDecoding.decodeArray(self, from: bytes, options: options)
        }
    }
}

extension Array where Element: JSONModel {
    /// Encodes the models as XML: one element per model inside a root element.
    ///
    /// - Parameter options: Layout, declaration and root tag (default: the element class's
    ///   ``JSONModelKit/JSONModel/xmlRootTag`` with an `s` appended).
    /// - Returns: An XML document.
    /// - Throws: ``JSONModelKit/JSONModelError``, as ``JSONModelKit/JSONModel/toXMLString(options:)``.
    public func toXMLString(options: XMLOptions = XMLOptions()) throws(JSONModelError) -> String {
        var writer = XMLModelWriter(options: options)
        if options.includesDeclaration { writer.output.declaration() }
        let itemTag = Element.xmlRootTag
        let rootTag = options.rootTag ?? itemTag + "s"
        try writer.output.openStartTag(rootTag)
        if isEmpty {
            writer.output.closeEmptyElement()
        } else {
            writer.output.closeStartTag()
            for (position, model) in enumerated() {
                writer.output.indent(1)
                do throws(JSONModelError) {
                    try writer.writeModel(model, tag: type(of: model).xmlRootTag, depth: 1)
                } catch {
                    var failure = error
                    failure.rewritePaths { path in
                        ([.key(rootTag), .key(itemTag), .index(position)] + path, nil, nil, nil)
                    }
                    throw failure
                }
            }
            writer.output.indent(0)
            writer.output.endTag(rootTag)
        }
        return String(decoding: writer.output.bytes, as: UTF8.self)
    }
}

/// The decoding pipeline: XML → a tape (guided by the models' layouts, each value marked with
/// where it is in the XML) → the same decoding engine as JSON, with errors' paths turned back
/// into XML paths.
enum XMLDocumentDecoding {
    static func decodeXMLModel<Model: JSONModel>(
        _ type: Model.Type,
        from bytes: UnsafeBufferPointer<UInt8>,
        options: XMLOptions
    ) throws(JSONModelError) -> Model {
        try decode(type, from: bytes, options: options, shape: .model(type)) { converter throws(JSONModelError) in
            try converter.convertModelDocument(type)
        } decodeDocument: { document throws(JSONModelError) in
            try JSONModelCoder.decode(type, from: document, options: options.decoding)
        }
    }

    static func decodeArray<Model: JSONModel>(
        _ type: Model.Type,
        from bytes: UnsafeBufferPointer<UInt8>,
        options: XMLOptions
    ) throws(JSONModelError) -> [Model] {
        try decode(type, from: bytes, options: options, shape: .array(.model(type))) {
            converter throws(JSONModelError) in
            try converter.convertArrayDocument(type)
        } decodeDocument: { document throws(JSONModelError) in
            try JSONModelCoder.decodeArray(type, from: document, options: options.decoding)
        }
    }

    private static func decode<Result>(
        _ type: JSONModel.Type,
        from bytes: UnsafeBufferPointer<UInt8>,
        options: XMLOptions,
        shape: ValueShape,
        convert: (inout XMLTapeConverter) throws(JSONModelError) -> Void,
        decodeDocument: (DecodingDocument) throws(JSONModelError) -> Result
    ) throws(JSONModelError) -> Result {
        let rootTag = rootElementName(bytes, options: options) ?? type.xmlRootTag
        do throws(JSONModelError) {
            var converter = XMLTapeConverter(bytes: bytes, options: options)
            try convert(&converter)
            return try decodeDocument(.built(from: converter.tape, locate: converter.locate))
        } catch {
            var failure = error
            failure.rewritePaths { jsonPath in
                (XMLPathTranslation.xmlPath(for: jsonPath, rootTag: rootTag, rootShape: shape), nil, nil, nil)
            }
            if failure.rootType == nil {
                failure = failure.settingRootType(type)
            }
            throw failure
        }
    }

    /// The root element's name, for paths in errors.
    private static func rootElementName(_ bytes: UnsafeBufferPointer<UInt8>, options: XMLOptions) -> String? {
        var readerOptions = XMLReaderOptions()
        readerOptions.stripNamespacePrefixes = options.stripsNamespacePrefixes
        var reader = XMLReader(bytes: bytes, options: readerOptions)
        guard case .startElement(let name, _)? = try? reader.next() else { return nil }
        return name
    }
}

extension JSONModelError {
    func settingRootType(_ type: any Any.Type) -> JSONModelError {
        var error = self
        error.rootType = type
        return error
    }
}
