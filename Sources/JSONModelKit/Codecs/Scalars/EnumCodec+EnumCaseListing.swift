extension EnumCodec: EnumCaseListing {
    var jsonRawValues: [JSONValue] {
        // The cases the decoder's error messages list, found the same way.
        EnumCaseReflection.allCases(of: Enum.self).compactMap { enumCase in
            JSONSchemaValues.json(of: enumCase.rawValue, codec: raw)
        }
    }
}
