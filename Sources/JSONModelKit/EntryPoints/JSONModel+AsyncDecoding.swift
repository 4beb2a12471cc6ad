import Foundation

// Decoding off the caller's actor. A freshly decoded model belongs to no isolation domain
// until it is returned, so it can be handed back as a `sending` value: the caller (the main
// actor, say) owns it from then on, and the model class need not be `Sendable`.

extension JSONModelArrayDecoding where Self: JSONModel {
    /// Decodes a model from UTF-8 JSON data on the global concurrent executor, never on the
    /// caller's actor, and hands it back to the caller.
    ///
    /// On the main actor, `let car = try await Car.decode(fromJSONData: data)` never blocks the
    /// main thread, and the model needs no `Sendable` conformance: the new instance is
    /// `sending`, owned by whoever receives it.
    ///
    /// - Parameters:
    ///   - data: A JSON object as UTF-8.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: A new, fully decoded instance, as ``JSONModel/fromJSONData(_:options:)``.
    /// - Throws: ``JSONModelError``, as ``JSONModel/fromJSONString(_:options:)``.
    #if compiler(>=6.2)
        @concurrent
    #endif
    public static func decode(
        fromJSONData data: Data,
        options: DecodingOptions = DecodingOptions()
    ) async throws(JSONModelError) -> sending Self {
        try fromJSONData(data, options: options)
    }

    /// Decodes a model from JSON text off the caller's actor; see
    /// ``decode(fromJSONData:options:)``.
    ///
    /// - Parameters:
    ///   - string: A JSON object.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: A new, fully decoded instance.
    /// - Throws: ``JSONModelError``, as ``JSONModel/fromJSONString(_:options:)``.
    #if compiler(>=6.2)
        @concurrent
    #endif
    public static func decode(
        fromJSONString string: String,
        options: DecodingOptions = DecodingOptions()
    ) async throws(JSONModelError) -> sending Self {
        try fromJSONString(string, options: options)
    }

    /// Decodes an array of models from UTF-8 JSON data off the caller's actor; see
    /// ``decode(fromJSONData:options:)``.
    ///
    /// - Parameters:
    ///   - data: A JSON array of objects as UTF-8.
    ///   - options: Decoding settings; the defaults are strict.
    /// - Returns: One new instance per element, in order.
    /// - Throws: ``JSONModelError``; paths start with the element index (`[3].name`).
    #if compiler(>=6.2)
        @concurrent
    #endif
    public static func decodeArray(
        fromJSONData data: Data,
        options: DecodingOptions = DecodingOptions()
    ) async throws(JSONModelError) -> sending [Self] {
        try arrayFromJSONData(data, options: options)
    }
}
