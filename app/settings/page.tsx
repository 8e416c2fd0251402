import type { Metadata } from "next";
import ProfilePage from "../profile/page";

export const metadata: Metadata = { title: "Settings" };

export default ProfilePage;
