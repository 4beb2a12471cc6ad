import Foundation
import Testing

/// The extraction of the migration guides' samples (their compilation is part of the
/// round-trip package's build, `EndToEndTests`).
@Suite("Migration guide samples")
struct MigrationGuideSampleTests {
    @Test(arguments: MigrationGuideSamples.guides)
    func everyGuideHasJSONModelKitSamplesAndNoForeignOnes(guide: String) throws {
        let source = try MigrationGuideSamples.mainSource(of: guide)
        #expect(source.contains(": JSONModel") || source.contains(": JSONStruct"), "\(source)")
        #expect(source.contains("do {"))
        for foreign in ["HandyJSON", "Mappable", "Convertible {", "HelpingMapper"] {
            #expect(!source.contains(foreign), "\(guide) kept another library's sample: \(foreign)")
        }
    }

    @Test func blocksAreReadWholeAndOthersSkipped() {
        let markdown = """
            Text.
            ```swift
            let a = 1
            ```
            ```sh
            ls
            ```
            ```swift
            // HandyJSON
            struct B {}
            ```
            """
        #expect(MigrationGuideSamples.swiftBlocks(in: markdown) == ["let a = 1", "// HandyJSON\nstruct B {}"])
    }
}
