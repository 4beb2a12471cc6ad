import Foundation

extension JSONModel {
    /// Encodes the model through `Codable` (Foundation's `JSONEncoder`, or any encoder), with
    /// the same keys and rules as ``toJSONString(options:)``: the model's JSON, as a
    /// ``JSONValue``, is what the encoder receives.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: `EncodingError.invalidValue` wrapping the ``JSONModelError``.
    public func encode(to encoder: any Encoder) throws {
        let value: JSONValue
        do throws(JSONModelError) {
            let options = EncodingOptions()
            value = JSONValue(
                tape: try JSONModelCoder(encodingOptions: options).encodedValues(self, options: options),
                at: 0
            )
        } catch {
            throw EncodingError.invalidValue(
                self,
                EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription: error.description,
                    underlyingError: error
                )
            )
        }
        try value.encode(to: encoder)
    }

    /// Sets the properties from a value a `Codable` decoder produced.
    func decodeProperties(from value: JSONValue, codingPath: [any CodingKey]) throws {
        let modelClass = type(of: self)
        do throws(JSONModelError) {
            let coder = JSONModelCoder()
            var builder = TapeBuilder(maxDepth: coder.resolvedDecodingOptions.maxDepth)
            try builder.append(value)
            _ = try coder.withDocument(.values(builder.makeTape()), rootType: modelClass) {
                context throws(JSONModelError) in
                let schema = try context.cache.schema(for: modelClass)
                _ = try schema.decode(into: FieldReflection.base(of: self), object: self, at: 0, in: context)
            }
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: error.description,
                    underlyingError: error
                )
            )
        }
    }
}
