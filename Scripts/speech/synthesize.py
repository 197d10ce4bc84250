"""Text to a 16 kHz mono WAV file with flite, the way the speech corpus makes its audio.

Importable (`from synthesize import synthesize, VOICES`) so that other decoders can make the same
audio as `make-corpus.py`: PocketSphinx's models expect 16 kHz mono 16-bit samples, and flite's `kal`
voice writes 8 kHz, which is resampled here (audioop.ratecv, linear interpolation).
"""

import audioop  # deprecated in Python 3.13; present in 3.11 and 3.12, which the corpus was made with
import os
import subprocess
import tempfile
import wave

SAMPLE_RATE = 16000

# The voice configurations of the corpus: a name (the audio folder and the transcripts' "voice"), a
# flite voice, and flite's duration_stretch (below 1 speaks faster). Changing this list changes the corpus.
VOICES = [
    ("awb-fast", "awb", 0.75),
    ("kal", "kal", 1.0),
    ("rms", "rms", 1.0),
    ("slt", "slt", 1.0),
]


def synthesize(text, voice, rate, path):
    """Speaks `text` with flite's `voice` into `path` as 16 kHz mono 16-bit WAV.

    `rate` is flite's duration_stretch: 1.0 is the voice's own pace, 0.75 a quarter faster.
    `text` should be the spoken form (numbers and currency symbols written as words), so that
    the reference for the word error rate is what was said.
    """
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with tempfile.NamedTemporaryFile(suffix=".wav", dir=os.path.dirname(path) or ".", delete=False) as raw:
        raw_path = raw.name
    try:
        command = ["flite", "-voice", voice, "-t", text, "-o", raw_path]
        if rate != 1.0:
            command[1:1] = ["--setf", f"duration_stretch={rate}"]
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        with wave.open(raw_path, "rb") as source:
            channels, width, rate_in = source.getnchannels(), source.getsampwidth(), source.getframerate()
            frames = source.readframes(source.getnframes())
        if channels != 1:
            frames = audioop.tomono(frames, width, 0.5, 0.5)
        if width != 2:
            frames = audioop.lin2lin(frames, width, 2)
        if rate_in != SAMPLE_RATE:
            frames, _ = audioop.ratecv(frames, 2, 1, rate_in, SAMPLE_RATE, None)
        with wave.open(path, "wb") as target:
            target.setnchannels(1)
            target.setsampwidth(2)
            target.setframerate(SAMPLE_RATE)
            target.writeframes(frames)
    finally:
        if os.path.exists(raw_path):
            os.unlink(raw_path)
    return path
