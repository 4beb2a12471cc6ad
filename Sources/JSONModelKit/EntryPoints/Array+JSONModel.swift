import Foundation

extension Array where Element: JSONModel {
    /// Encodes the models as a JSON array.
    ///
    /// Each element is written with its own class's properties, so a mixed array of subclasses
    /// keeps every field.
    ///
    /// - Parameter options: Layout, key order and `nil` handling.
    /// - Returns: A JSON array of objects.
    /// - Throws: ``JSONModelError``; paths start with the element index (`[3].name`).
    public func toJSONString(
        options: JSONModel.EncodingOptions = JSONModel.EncodingOptions()
    ) throws(JSONModelError) -> String {
        try encodedJSON(options: options).makeString()
    }

    /// Encodes the models as a JSON array in UTF-8 data.
    ///
    /// - Parameter options: Layout, key order and `nil` handling.
    /// - Returns: A JSON array of objects as UTF-8.
    /// - Throws: ``JSONModelError``; paths start with the element index.
    public func toJSONData(
        options: JSONModel.EncodingOptions = JSONModel.EncodingOptions()
    ) throws(JSONModelError) -> Data {
        try encodedJSON(options: options).makeData()
    }

    /// Encodes each model as a dictionary of JSON-compatible Foundation values.
    ///
    /// - Parameter options: Key handling and `nil` handling.
    /// - Returns: One dictionary per model, in order.
    /// - Throws: ``JSONModelError``; paths start with the element index.
    public func toDictionaries(
        options: JSONModel.EncodingOptions = JSONModel.EncodingOptions()
    ) throws(JSONModelError) -> [[String: Any]] {
        var result: [[String: Any]] = []
        result.reserveCapacity(count)
        // By index: `enumerated()` looked up its tuple's metadata per element here (unspecialized).
        for index in indices {
            do throws(JSONModelError) {
                result.append(try self[index].toDictionary(options: options))
            } catch {
                var failure = error
                failure.prepend(.index(index))
                throw failure
            }
        }
        return result
    }

    private func encodedJSON(options: JSONModel.EncodingOptions) throws(JSONModelError) -> JSONWriter {
        try withUnsafePointer(to: self) { (models) throws(JSONModelError) in
            try JSONModelCoder(encodingOptions: options).encodedJSONArray(models, options: options)
        }
    }
}
