-- n8n keeps its own database beside Luna's.
CREATE DATABASE n8n OWNER luna;
