import JSONModelKit
import Testing

@testable import JSONModelXML

/// Which characters may start and continue a name (XML 1.0 §2.3), byte by byte for ASCII and at
/// the edges of the ranges for other scalars.
@Suite struct XMLReaderNameTests {
    private static func isASCIINameStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
    }

    private static func isASCIINameCharacter(_ byte: UInt8) -> Bool {
        isASCIINameStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    @Test func everyASCIIByteAsTheFirstCharacterOfAName() throws {
        for byte in UInt8(0)..<0x80 {
            let document = Array("<".utf8) + [byte] + Array("/>".utf8)
            let reading = readXML(document)
            if Self.isASCIINameStart(byte) {
                let name = String(decoding: [byte], as: UTF8.self)
                #expect(reading.error == nil, "byte \(byte)")
                #expect(reading.events == [.start(name), .end(name)], "byte \(byte)")
            } else {
                #expect(reading.error != nil, "byte \(byte) was accepted as a name start")
                // `</`, `<!` and `<?` start other markup and fail elsewhere.
                if !"/!?".utf8.contains(byte) {
                    #expect(reading.error?.location.byteOffset == 1, "byte \(byte)")
                }
            }
        }
    }

    @Test func everyASCIIByteInsideAName() throws {
        for byte in UInt8(0)..<0x80 {
            let document = Array("<a".utf8) + [byte] + Array("b/>".utf8)
            let reading = readXML(document)
            if Self.isASCIINameCharacter(byte) {
                let name = String(decoding: [UInt8(ascii: "a"), byte, UInt8(ascii: "b")], as: UTF8.self)
                #expect(reading.error == nil, "byte \(byte)")
                #expect(reading.events == [.start(name), .end(name)], "byte \(byte)")
            } else {
                #expect(reading.error != nil, "byte \(byte) was accepted inside a name")
            }
        }
    }

    /// Long names, read eight bytes at a time: every ASCII byte at every position of the first
    /// two words and of the bytes after them, with the same result as in a short name.
    @Test func everyASCIIByteAtEveryPositionOfALongName() throws {
        let letters = Array("Ab_9zZ0aQy_8mNoPqRsTuV".utf8)
        for position in 0..<letters.count {
            for byte in UInt8(0)..<0x80 {
                var name = letters
                name[position] = byte
                let document = Array("<a".utf8) + name + Array("/>".utf8)
                let reading = readXML(document)
                if Self.isASCIINameCharacter(byte) {
                    let text = String(decoding: Array("a".utf8) + name, as: UTF8.self)
                    #expect(reading.error == nil, "byte \(byte) at \(position)")
                    #expect(reading.events == [.start(text), .end(text)], "byte \(byte) at \(position)")
                } else {
                    #expect(reading.events.first != .start(String(decoding: Array("a".utf8) + name, as: UTF8.self)))
                }
            }
        }
    }

    /// The word test against its definition, for every byte in every lane.
    @Test func wordTestFlagsExactlyTheBytesThatAreNotLettersDigitsOrUnderscores() {
        func isLetterDigitOrUnderscore(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
        var generator = SeededGenerator(seed: 0x0A11_B17E)
        for lane in 0..<8 {
            for byte in UInt8.min...UInt8.max {
                for _ in 0..<4 {
                    var bytes = (0..<8).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
                    bytes[lane] = byte
                    let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
                    let mask = XMLWord.notLetterDigitOrUnderscore(word)
                    for index in 0..<8 {
                        let flagged = (mask >> (UInt64(index) * 8 + 7)) & 1 == 1
                        #expect(flagged == !isLetterDigitOrUnderscore(bytes[index]), "\(bytes) lane \(index)")
                    }
                    #expect(mask & ~XMLWord.highBits == 0)
                }
            }
        }
    }

    /// Byte comparison against `==` on arrays: every length to 40, equal and with one byte
    /// changed at every position, read from exact-size buffers (any over-read is caught by the
    /// address sanitizer).
    @Test func bytesEqualAgreesWithArrayEqualityAtEveryLengthAndPosition() {
        for count in 0...40 {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            var candidates = [bytes]
            for position in 0..<count {
                var changed = bytes
                changed[position] ^= 0x20
                candidates.append(changed)
            }
            for candidate in candidates {
                let first = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(count, 1))
                let second = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(count, 1))
                defer {
                    first.deallocate()
                    second.deallocate()
                }
                first.initialize(from: bytes, count: count)
                second.initialize(from: candidate, count: count)
                #expect(XMLWord.bytesEqual(first, second, count: count) == (bytes == candidate), "\(count)")
            }
        }
    }

    struct ScalarCase: Sendable, CustomTestStringConvertible {
        let scalar: Unicode.Scalar
        let canStart: Bool
        let canContinue: Bool
        var testDescription: String { "U+" + String(scalar.value, radix: 16, uppercase: true) }
    }

    static let scalars: [ScalarCase] = [
        ScalarCase(scalar: "\u{B7}", canStart: false, canContinue: true),
        ScalarCase(scalar: "\u{BF}", canStart: false, canContinue: false),
        ScalarCase(scalar: "\u{C0}", canStart: true, canContinue: true),
        ScalarCase(scalar: "\u{D6}", canStart: true, canContinue: true),
        ScalarCase(scalar: "\u{D7}", canStart: false, canContinue: false),
        ScalarCase(scalar: "\u{D8}", canStart: true, canContinue: true),
        ScalarCase(scalar: "\u{F7}", canStart: false, canContinue: false),
        ScalarCase(scalar: "\u{2FF}", canStart: true, canContinue: true),
        ScalarCase(scalar: "\u{300}", canStart: false, canContinue: true),
        ScalarCase(scalar: "\u{36F}", canStart: false, canContinue: true),
        ScalarCase(scalar: "\u{370}", canStart: true, canContinue: true),
        ScalarCase(scalar: "\u{37E}", canStart: false, canContinue: false),
        ScalarCase(scalar: "\u{37F}", canStart: true, canContinue: true),
        ScalarCase(scalar: "\u{1FFF}", canStart: true, canContinue: true),
        ScalarCase(scalar: "\u{2000}", canStart: false, canContinue: false),
        ScalarCase(scalar: "\u{200C}", canStart: true, canContinue: true),
        ScalarCase(scalar: "\u{200E}", canStart: false, canContinue: false),
        ScalarCase(scalar: "\u{203F}", canStart: false, canContinue: true),
        ScalarCase(scalar: "\u{2040}", canStart: false, canContinue: true),
        ScalarCase(scalar: "\u{2070}", canStart: true, canContinue: true),
        ScalarCase(scalar: "\u{2190}", canStart: false, canContinue: false),
        ScalarCase(scalar: "\u{2C00}", canStart: true, canContinue: true),
        ScalarCase(scalar: "\u{2FF0}", canStart: false, canContinue: false),
        ScalarCase(scalar: "\u{3000}", canStart: false, canContinue: false),
        ScalarCase(scalar: "\u{3001}", canStart: true, canContinue: true),
        ScalarCase(scalar: "\u{D7FF}", canStart: true, canContinue: true),
        ScalarCase(scalar: "\u{E000}", canStart: false, canContinue: false),
        ScalarCase(scalar: "\u{F900}", canStart: true, canContinue: true),
        ScalarCase(scalar: "\u{FDCF}", canStart: true, canContinue: true),
        ScalarCase(scalar: "\u{FDF0}", canStart: true, canContinue: true),
        ScalarCase(scalar: "\u{FEFF}", canStart: true, canContinue: true),
        ScalarCase(scalar: "\u{FFFD}", canStart: true, canContinue: true),
        ScalarCase(scalar: "\u{10000}", canStart: true, canContinue: true),
        ScalarCase(scalar: "\u{EFFFF}", canStart: true, canContinue: true),
        ScalarCase(scalar: "\u{F0000}", canStart: false, canContinue: false),
        ScalarCase(scalar: "\u{10FFFF}", canStart: false, canContinue: false),
    ]

    @Test(arguments: scalars)
    func scalarAsTheFirstCharacterOfAName(_ scalar: ScalarCase) throws {
        let name = String(Character(scalar.scalar))
        let reading = readXML("<\(name)/>")
        if scalar.canStart {
            #expect(try reading.requireEvents() == [.start(name), .end(name)])
        } else {
            let error = try reading.requireError()
            #expect(error.message.contains("element name"))
            #expect(error.location == XMLLocation(line: 1, column: 2, byteOffset: 1))
        }
    }

    @Test(arguments: scalars)
    func scalarInsideAName(_ scalar: ScalarCase) throws {
        let name = "a\(Character(scalar.scalar))b"
        let reading = readXML("<\(name) x='1'/>")
        if scalar.canContinue {
            #expect(try reading.requireEventsIgnoringAttributeLocations() == [.start(name, ["x": "1"]), .end(name)])
            let attribute = try readXML("<e \(name)='1'/>").requireEventsIgnoringAttributeLocations()
            #expect(attribute == [.start("e", [name: "1"]), .end("e")])
        } else {
            let error = try reading.requireError()
            #expect(error.location == XMLLocation(line: 1, column: 3, byteOffset: 2))
        }
    }

    @Test func namesAreReportedExactlyAsWritten() throws {
        let name = "ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz0123456789.-:é"
        let events = try readXML("<\(name) \(name)=\"v\"></\(name)>").requireEventsIgnoringAttributeLocations()
        #expect(events == [.start(name, [name: "v"]), .end(name)])
    }
}
