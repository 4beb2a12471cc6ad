extension XMLReader {
    /// Reads the XML declaration at ``position`` (`<?xml version="1.0" encoding="UTF-8"?>`).
    ///
    /// The version must be `1.` followed by digits; the encoding, if given, UTF-8 or US-ASCII
    /// (any case), since the reader reads UTF-8 only; `standalone` must be `yes` or `no`.
    mutating func readDeclaration() throws(XMLSyntaxError) {
        let start = position
        position &+= 5
        var seen: [String] = []
        while true {
            let hadWhitespace = skipWhitespace()
            guard position < count else { throw unexpectedEnd(in: "the XML declaration") }
            if hasPrefix("?>", at: position) {
                position &+= 2
                break
            }
            guard hadWhitespace else {
                throw syntaxError(
                    "expected whitespace in the XML declaration, found \(describeByte(at: position))",
                    at: position
                )
            }
            let nameStart = position
            let name = string(try readName("a declaration setting", isLimited: false))
            skipWhitespace()
            guard position < count, base[position] == UInt8(ascii: "=") else {
                throw syntaxError("expected '=' after '\(name)' in the XML declaration", at: position)
            }
            position &+= 1
            skipWhitespace()
            let value = try readDeclarationValue()
            let order = ["version", "encoding", "standalone"]
            guard let rank = order.firstIndex(of: name) else {
                throw syntaxError("unknown setting '\(name)' in the XML declaration", at: nameStart)
            }
            if let last = seen.last, let lastRank = order.firstIndex(of: last), lastRank >= rank {
                throw syntaxError("'\(name)' is repeated or out of order in the XML declaration", at: nameStart)
            }
            if seen.isEmpty, name != "version" {
                throw syntaxError("the XML declaration must start with 'version'", at: nameStart)
            }
            seen.append(name)
            try checkDeclarationSetting(name, value: value, at: nameStart)
        }
        if seen.isEmpty {
            throw syntaxError("the XML declaration has no version", at: start)
        }
    }

    private mutating func readDeclarationValue() throws(XMLSyntaxError) -> String {
        guard position < count, base[position] == UInt8(ascii: "\"") || base[position] == UInt8(ascii: "'") else {
            throw syntaxError("expected a quoted value in the XML declaration", at: position)
        }
        let quote = base[position]
        position &+= 1
        let start = position
        while position < count, base[position] != quote {
            let byte = base[position]
            guard byte > 0x20, byte < 0x7F else {
                throw syntaxError("unexpected \(describeByte(at: position)) in an XML declaration value", at: position)
            }
            position &+= 1
        }
        guard position < count else { throw unexpectedEnd(in: "the XML declaration") }
        let value = string(start..<position)
        position &+= 1
        return value
    }

    private func checkDeclarationSetting(_ name: String, value: String, at offset: Int) throws(XMLSyntaxError) {
        switch name {
        case "version":
            let digits = value.utf8.dropFirst(2)
            guard value.hasPrefix("1."), !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0) }) else {
                throw syntaxError("unsupported XML version \"\(value)\" (expected 1.0)", at: offset)
            }
        case "encoding":
            guard ["utf-8", "utf8", "us-ascii", "ascii"].contains(value.lowercased()) else {
                throw syntaxError("unsupported encoding \"\(value)\": only UTF-8 documents are read", at: offset)
            }
        default:
            guard value == "yes" || value == "no" else {
                throw syntaxError("standalone must be \"yes\" or \"no\", not \"\(value)\"", at: offset)
            }
        }
    }

    /// Skips whitespace, comments and processing instructions before or after the root element.
    ///
    /// - Parameter after: Whether the root element has been read (for messages).
    /// - Throws: For a document type declaration (rejected: see ``XMLReader``), an XML
    ///   declaration out of place, or a malformed comment or processing instruction.
    mutating func skipMiscellaneous(after: Bool) throws(XMLSyntaxError) {
        while true {
            skipWhitespace()
            guard position < count, base[position] == UInt8(ascii: "<") else { return }
            if hasPrefix("<!--", at: position) {
                try skipComment()
            } else if hasPrefix("<?", at: position) {
                try skipProcessingInstruction()
            } else if hasPrefix("<!DOCTYPE", at: position) {
                throw documentTypeRejected(at: position)
            } else if position &+ 1 < count, base[position &+ 1] == UInt8(ascii: "!") {
                throw syntaxError(
                    "unexpected '<!' \(after ? "after" : "before") the root element (expected a comment)",
                    at: position
                )
            } else {
                return
            }
        }
    }

    /// The error for a `<!DOCTYPE`: refused so that no entity is ever defined or fetched.
    func documentTypeRejected(at offset: Int) -> XMLSyntaxError {
        syntaxError(
            "document type declarations (<!DOCTYPE>) are not supported: they are refused so that no external entity is fetched and no entity is expanded",
            at: offset
        )
    }

    /// Skips the comment at ``position`` (`<!-- ... -->`), checking its characters.
    ///
    /// `--` may only appear in the closing `-->`.
    mutating func skipComment() throws(XMLSyntaxError) {
        let start = position
        position &+= 4
        while position < count {
            let byte = base[position]
            if byte == UInt8(ascii: "-"), position &+ 1 < count, base[position &+ 1] == UInt8(ascii: "-") {
                guard position &+ 2 < count else { break }
                guard base[position &+ 2] == UInt8(ascii: ">") else {
                    throw syntaxError("'--' is not allowed inside a comment", at: position)
                }
                position &+= 3
                return
            }
            // `characterLength(at:)` steps over any character XML allows and rejects the rest.
            position &+= try characterLength(at: position)
        }
        throw syntaxError("unexpected end of input in the comment that starts here", at: start)
    }

    /// Skips the processing instruction at ``position`` (`<?target ... ?>`).
    ///
    /// Its target may not be `xml` in any case: the XML declaration is only allowed at the very
    /// start.
    mutating func skipProcessingInstruction() throws(XMLSyntaxError) {
        let start = position
        position &+= 2
        let target = try readName("a processing instruction target")
        if target.count == 3, string(target).lowercased() == "xml" {
            throw syntaxError("the XML declaration is only allowed at the very start of the document", at: start)
        }
        if hasPrefix("?>", at: position) {
            position &+= 2
            return
        }
        guard skipWhitespace() else {
            throw syntaxError("expected whitespace or '?>' after the processing instruction target", at: position)
        }
        while position < count {
            if base[position] == UInt8(ascii: "?"), position &+ 1 < count, base[position &+ 1] == UInt8(ascii: ">") {
                position &+= 2
                return
            }
            // `characterLength(at:)` steps over any character XML allows and rejects the rest.
            position &+= try characterLength(at: position)
        }
        throw syntaxError("unexpected end of input in the processing instruction that starts here", at: start)
    }
}
