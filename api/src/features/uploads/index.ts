/** The uploads feature's public face for other features (house rule: only through index.ts). */
export { createImageHandoff, type HandoffImage, type ImageHandoff } from './image-handoff.ts';
