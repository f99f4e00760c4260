/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Family_HintInputs */

const en_groups_family_hint = /** @type {(inputs: Groups_Family_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If your church or club uses a class group, join your child with the code the leader gave you. You can take your child out at any time.`)
};

const es_groups_family_hint = /** @type {(inputs: Groups_Family_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si tu iglesia o club usa un grupo de clase, une a tu hijo con el código que te dio quien lo dirige. Puedes sacarlo cuando quieras.`)
};

/**
* | output |
* | --- |
* | "If your church or club uses a class group, join your child with the code the leader gave you. You can take your child out at any time." |
*
* @param {Groups_Family_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_family_hint = /** @type {((inputs?: Groups_Family_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Family_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_family_hint(inputs)
	return en_groups_family_hint(inputs)
});