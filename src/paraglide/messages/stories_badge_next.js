/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Stories_Badge_NextInputs */

const en_stories_badge_next = /** @type {(inputs: Stories_Badge_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your next badge comes at ${i?.count} stories heard.`)
};

const es_stories_badge_next = /** @type {(inputs: Stories_Badge_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu próxima insignia llega cuando hayas escuchado ${i?.count} historias.`)
};

/**
* | output |
* | --- |
* | "Your next badge comes at {count} stories heard." |
*
* @param {Stories_Badge_NextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_badge_next = /** @type {((inputs: Stories_Badge_NextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Badge_NextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_badge_next(inputs)
	return en_stories_badge_next(inputs)
});