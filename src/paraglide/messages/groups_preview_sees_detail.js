/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Groups_Preview_Sees_DetailInputs */

const en_groups_preview_sees_detail = /** @type {(inputs: Groups_Preview_Sees_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the nickname ${i?.name} with this picture, and how far ${i?.name} is with this group's assignments (not started, started, done, stars).`)
};

const es_groups_preview_sees_detail = /** @type {(inputs: Groups_Preview_Sees_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el apodo ${i?.name} con esta imagen, y cómo va ${i?.name} con las tareas de este grupo (sin empezar, empezado, hecho, estrellas).`)
};

/**
* | output |
* | --- |
* | "the nickname {name} with this picture, and how far {name} is with this group's assignments (not started, started, done, stars)." |
*
* @param {Groups_Preview_Sees_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_preview_sees_detail = /** @type {((inputs: Groups_Preview_Sees_DetailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Preview_Sees_DetailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_preview_sees_detail(inputs)
	return en_groups_preview_sees_detail(inputs)
});