/// The Matrix name of Olm encryption for to-device messages.
public enum OlmEncryption {
  public static let algorithm = "m.olm.v1.curve25519-aes-sha2"
}

/// The Matrix name of Megolm encryption for room messages.
public enum MegolmEncryption {
  public static let algorithm = "m.megolm.v1.aes-sha2"
}
