/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Privacy_LeaderInputs */

const en_groups_privacy_leader = /** @type {(inputs: Groups_Privacy_LeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class groups: when you join your child to a class with its code, the class's leaders see only the nickname and avatar and how far your child is with that class's assignments (not started, started, done, stars). They never see your name or e-mail or anything else your child learns. You can take your child out at any time, and the leaders stop seeing it at once; deleting the child or your account takes it out of every group.`)
};

const es_groups_privacy_leader = /** @type {(inputs: Groups_Privacy_LeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grupos de clase: cuando unes a tu hijo a una clase con su código, quienes la dirigen solo ven el apodo, el avatar y cómo va tu hijo con las tareas de esa clase (sin empezar, empezado, hecho, estrellas). Nunca ven tu nombre ni tu correo, ni nada más de lo que aprende tu hijo. Puedes sacarlo cuando quieras y dejan de verlo en seguida; al eliminar el perfil del niño o tu cuenta, sale de todos los grupos.`)
};

/**
* | output |
* | --- |
* | "Class groups: when you join your child to a class with its code, the class's leaders see only the nickname and avatar and how far your child is with that cla..." |
*
* @param {Groups_Privacy_LeaderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_privacy_leader = /** @type {((inputs?: Groups_Privacy_LeaderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Privacy_LeaderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_privacy_leader(inputs)
	return en_groups_privacy_leader(inputs)
});