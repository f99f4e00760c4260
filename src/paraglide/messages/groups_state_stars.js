/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Groups_State_StarsInputs */

const en_groups_state_stars = /** @type {(inputs: Groups_State_StarsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`· ${i?.count} star`);
	if (n === "other") return /** @type {LocalizedString} */ (`· ${i?.count} stars`);
	return /** @type {LocalizedString} */ ("groups_state_stars");
};

const es_groups_state_stars = /** @type {(inputs: Groups_State_StarsInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`· ${i?.count} estrella`);
	if (n === "other") return /** @type {LocalizedString} */ (`· ${i?.count} estrellas`);
	return /** @type {LocalizedString} */ ("groups_state_stars");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "· {count} star" |
* | "other" | "· {count} stars" |
*
* @param {Groups_State_StarsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_state_stars = /** @type {((inputs: Groups_State_StarsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_State_StarsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_state_stars(inputs)
	return en_groups_state_stars(inputs)
});