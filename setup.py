"Setuptools shim: the metadata lives in pyproject.toml; this lets `pip install -e .` and older tooling work."
from setuptools import setup
setup()
