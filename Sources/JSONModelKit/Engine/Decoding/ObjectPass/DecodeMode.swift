/// How much of a model a decode sets.
enum DecodeMode {
    /// A new instance: every required key must be present; ``JSONModel/didDecode()`` runs.
    case full
    /// An update of an existing instance: only the keys present are applied.
    case update
}
