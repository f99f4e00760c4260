/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Preview_NeverInputs */

const en_groups_preview_never = /** @type {(inputs: Groups_Preview_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing else: not your name or e-mail, and nothing else your child learns on this site.`)
};

const es_groups_preview_never = /** @type {(inputs: Groups_Preview_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada más: ni tu nombre ni tu correo, ni nada más de lo que tu hijo aprende en este sitio.`)
};

/**
* | output |
* | --- |
* | "Nothing else: not your name or e-mail, and nothing else your child learns on this site." |
*
* @param {Groups_Preview_NeverInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_preview_never = /** @type {((inputs?: Groups_Preview_NeverInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Preview_NeverInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_preview_never(inputs)
	return en_groups_preview_never(inputs)
});