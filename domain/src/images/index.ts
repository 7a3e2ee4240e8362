// Uploaded images: accepted formats, size limit, stored path and metadata.
export * from './images';
